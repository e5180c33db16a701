// The private networks a router takes (VROUTER: a product decision, the spec shows no form): IPv4 CIDR inside the
// private ranges, prefix 16 to 29, each the network's own address, none overlapping another. A refusal is the
// 001 §8 message "invalid private networks" on the network's field.
import { VROUTER } from '../../../contract/constants'
import { catalogueBadRequest } from '../../http/errors'

interface Network {
  base: number
  prefix: number
}

/** 10/8, 172.16/12, 192.168/16 */
const PRIVATE_RANGES: readonly Network[] = [
  { base: 0x0a000000, prefix: 8 },
  { base: 0xac100000, prefix: 12 },
  { base: 0xc0a80000, prefix: 16 },
]

const maskOf = (prefix: number): number => (prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0)
const within = (inner: Network, outer: Network): boolean => inner.prefix >= outer.prefix && (inner.base & maskOf(outer.prefix)) >>> 0 === outer.base
const overlap = (a: Network, b: Network): boolean => within(a, b) || within(b, a)

function parse(cidr: string): Network | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(cidr)
  if (!match) return undefined
  const octets = match.slice(1, 5).map(Number)
  const prefix = Number(match[5])
  if (octets.some((octet) => octet > 255)) return undefined
  const base = octets.reduce((sum, octet) => sum * 256 + octet, 0)
  return { base, prefix }
}

/** answers the networks as given, or refuses the first that is not valid */
export function requirePrivateNetworks(networks: readonly string[]): void {
  const seen: Network[] = []
  networks.forEach((cidr, index) => {
    const network = parse(cidr)
    const valid =
      network !== undefined &&
      network.prefix >= VROUTER.min_prefix &&
      network.prefix <= VROUTER.max_prefix &&
      (network.base & maskOf(network.prefix)) >>> 0 === network.base &&
      PRIVATE_RANGES.some((range) => within(network, range)) &&
      !seen.some((other) => overlap(other, network))
    if (!valid) throw catalogueBadRequest(`private_networks.${index}`, 'invalid_private_networks')
    seen.push(network)
  })
}

/** the router's own address: the first host of its first network */
export function firstHost(cidr: string): string {
  const network = parse(cidr)
  if (!network) throw new Error(`not a network: ${cidr}`)
  const host = network.base + 1
  return [24, 16, 8, 0].map((shift) => (host >>> shift) & 255).join('.')
}
