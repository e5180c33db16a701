// What an order costs, from the project's price list (000 §3 Project prices: group, name, cost per hour and
// month). The dialog shows it before ordering (DialogConfig.price) and the money check compares it with the
// balance (000 §5, 001 §5). The entries are the ones the provider charges by: disk space per GB (volume /
// disk-space), a server's flavor (server / <flavor name>), an external address (address / ipv4) and its DDoS
// protection (address / ddos_protection).
import type { ActionInput } from '../../engine/types'
import type { Project } from '../../generated/types/index.js'

export interface Price {
  hour: number
  month: number
}

type Entry = readonly [group: string, name: string, amount: number]

const DISK = ['volume', 'disk-space'] as const
const IPV4 = ['address', 'ipv4'] as const
const DDOS = ['address', 'ddos_protection'] as const
const SERVER_GROUP = 'server'

const numberOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value))
const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {})

/**
 * The related items an action's price reads, by `<kind>.<action>` (the relation names): the pages load them with
 * the items (src/entities/relatedLists.ts) as they do what the actions' rules read, or the price is never known.
 */
const PRICE_READS: Readonly<Record<string, readonly string[]>> = {
  'snapshot.restore': ['server'],
}

/** The relations the prices of a kind's actions read. */
export function priceReads(kind: string): string[] {
  return Object.entries(PRICE_READS).flatMap(([order, relations]) => (order.startsWith(`${kind}.`) ? relations : []))
}

/** The price entries an action orders, by `<kind>.<action>`: each a price list entry and how many of it. */
const ORDERS: Readonly<Record<string, (payload: Record<string, unknown>, input: ActionInput) => Entry[]>> = {
  // 001 §7 POST /projects/{id}/volumes: size GB of disk space
  'volume.create': (payload) => [[...DISK, numberOf(payload.size)]],
  // the GB the volume grows by (001 §4: disk size can only grow)
  'volume.extend': (payload, input) => [[...DISK, numberOf(payload.new_size) - numberOf(record(input.item).size)]],
  // a started server is charged for its flavor again
  'server.start': (_payload, input) => [[SERVER_GROUP, String(record(record(input.item).flavor).name ?? ''), 1]],
  // 000 §4 Snapshot restore: a new server of the parent's flavor, a disk of the snapshot's size, an address
  'snapshot.restore': (payload, input) => [
    [SERVER_GROUP, String(record(record(input.related?.server).flavor).name ?? ''), 1],
    [...DISK, numberOf(record(input.item).size)],
    [...IPV4, 1],
    ...(payload.ddos_protection === true ? [[...DDOS, 1] as Entry] : []),
  ],
}

function priceEntry(project: Project | undefined, group: string, name: string) {
  const entry = project?.prices?.find((candidate) => candidate.name === name && (candidate.group ?? group) === group)
  return entry?.cost ?? entry?.cost_origin
}

/** Roubles rounded to kopecks (001 §9: pricing rounded to 2 decimals). */
const round = (amount: number): number => Math.round(amount * 100) / 100

/**
 * The price of what an action orders, per hour and per month. `strict`: undefined when an amount is not a number
 * yet or an entry is missing from the price list (the dialog shows "calculating"); otherwise those parts count 0
 * (the money check: the API refuses what the balance cannot carry anyway, 402).
 */
export function orderPrice(kind: string, action: string, payload: Record<string, unknown>, input: ActionInput, project: Project | undefined, strict = true): Price | undefined {
  const order = ORDERS[`${kind}.${action}`]
  if (!order) return undefined
  let hour = 0
  let month = 0
  for (const [group, name, amount] of order(payload, input)) {
    const cost = priceEntry(project, group, name)
    if (!cost || !Number.isFinite(amount)) {
      if (strict) return undefined
      continue
    }
    const count = Math.max(0, amount)
    hour += count * cost.hour
    month += count * cost.month
  }
  return { hour: round(hour), month: round(month) }
}
