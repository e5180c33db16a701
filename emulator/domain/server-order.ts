// Ordering a server (000 §4 Server actions: create; 000 §5 validation, order limit checks and the money rule of a
// service start): the request's rules a schema cannot say are answered 400 on their field; then the limits, the
// money check and the new server in BUILDING with its disks and addresses, ACTIVE on the clock's step.
import type { ServerCreateRequest } from '../../generated/types/index.js'
import type { Ctx } from '../context'
import type { FlavorRow } from '../db/catalogue'
import type { ProjectRow } from '../db/projects'
import type { ServerRow } from '../db/servers'
import { badRequest, catalogueBadRequest } from '../http/errors'
import { keypairResource } from '../kinds/keypair/resource'
import { serverResource } from '../kinds/server'
import { rowOf } from '../kit/rows'
import { stepName } from '../kit/steps'
import { requireLimits } from '../limits'
import { addressCostKop, balanceChanged, flavorCostKop, localDiskCostKop, PRICE, requireMoney, volumeCostKop } from '../money'
import { addImageLicense, imageLicenseCostKop } from '../kinds/server_license/rules'
import { addServerAddress } from './addresses'
import { RECIPES } from './catalogue'
import { requireProjectAllows } from './guards'
import { freeName, isoAt, newId } from './ids'
import { serverChanged, volumeChanged } from './notify'
import { DURATIONS } from './statuses'

/** 000 §5: 10 or more characters, digits, upper and lower case, Latin letters, digits and ()[].-_+$#!@& only */
function passwordProblem(password: string): string | undefined {
  if (password.length < 10) return 'The password must be at least 10 characters long'
  if (!/[0-9]/.test(password)) return 'The password must contain at least one digit'
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password)) return 'The password must contain upper and lower case letters'
  if (!/^[A-Za-z0-9()[\].\-_+$#!@&]*$/.test(password)) return 'The password may contain Latin letters, digits and ()[].-_+$#!@& only'
  return undefined
}

/** The image the server gets: the one asked for, or the recipe's. */
function imageOf(ctx: Ctx, request: ServerCreateRequest): string {
  if ((request.image_id === undefined) === (request.recipe_id === undefined)) throw badRequest('image_id', 'Choose an image or a recipe')
  if (request.recipe_id !== undefined) {
    const recipe = RECIPES.find((candidate) => candidate.id === request.recipe_id)
    if (!recipe) throw badRequest('recipe_id', 'The recipe was not found')
    return recipe.image_id
  }
  const image = ctx.repos.catalogue.image(request.image_id ?? '')
  if (!image) throw badRequest('image_id', 'The image was not found')
  return image.id
}

/** 000 §4, 000 §5: dedicated CPU only with a dedicated_cpu price, an even count, and network volumes only. */
function flavorOf(ctx: Ctx, project: ProjectRow, request: ServerCreateRequest): FlavorRow {
  const flavor = ctx.repos.catalogue.flavors().find((candidate) => candidate.name === request.flavor)
  if (!flavor || !ctx.repos.projects.price(project.id, PRICE.serverGroup, flavor.name)) throw catalogueBadRequest('flavor', 'flavor_not_found')
  if (flavor.cpu_type === 'DEDICATED') {
    if (!ctx.repos.projects.price(project.id, PRICE.dedicatedCpu.group, PRICE.dedicatedCpu.name)) throw badRequest('flavor', 'Dedicated CPU is not offered in this project')
    if (flavor.vcpus % 2 !== 0) throw badRequest('flavor', 'The number of dedicated CPUs must be even')
    const local = request.volumes.findIndex((volume) => volume.storage_type === 'local')
    if (local >= 0) throw badRequest(`volumes.${local}.storage_type`, 'Dedicated CPU needs network volumes')
  }
  return flavor
}

function requireAccess(ctx: Ctx, project: ProjectRow, request: ServerCreateRequest): void {
  const keypairs = request.keypairs ?? []
  keypairs.forEach((id, index) => {
    if (rowOf(ctx, keypairResource, id)?.project_id !== project.id) throw badRequest(`keypairs.${index}`, 'The SSH key was not found')
  })
  if (request.password !== undefined && request.password !== '') {
    const problem = passwordProblem(request.password)
    if (problem) throw badRequest('password', problem)
  } else if (keypairs.length === 0) throw badRequest('password', 'Give an SSH key or a password')
}

/** What the order costs per hour, in kopecks: the flavor, its disks, its external address and its image's licence. */
function orderCostKop(ctx: Ctx, project: ProjectRow, flavor: FlavorRow, request: ServerCreateRequest): number {
  const network = request.volumes.filter((volume) => volume.storage_type === 'volume').reduce((sum, volume) => sum + volume.size, 0)
  const local = request.volumes.filter((volume) => volume.storage_type === 'local').reduce((sum, volume) => sum + volume.size, 0)
  const address = request.floatingip ? addressCostKop(ctx, project.id, request.floatingip.ddos_protection === true) : 0
  const license = imageLicenseCostKop(ctx, project.id, ctx.repos.catalogue.image(imageOf(ctx, request))?.os_family)
  return flavorCostKop(ctx, project.id, flavor.id) + volumeCostKop(ctx, project.id, network) + localDiskCostKop(ctx, project.id, local) + address + license
}

export function createServer(ctx: Ctx, project: ProjectRow, request: ServerCreateRequest): ServerRow {
  return ctx.tx(() => {
    requireProjectAllows(ctx, project, { paid: true, creates: true })
    const image_id = imageOf(ctx, request)
    const flavor = flavorOf(ctx, project, request)
    // only the system disk (the first) may be a local disk
    request.volumes.forEach((volume, index) => {
      if (index > 0 && volume.storage_type === 'local') throw badRequest(`volumes.${index}.storage_type`, 'Only the system disk may be a local disk')
    })
    requireAccess(ctx, project, request)
    const network = request.volumes.filter((volume) => volume.storage_type === 'volume')
    // 000 §5: servers used+1, volumes used+new count, disk-space used+size, addresses used+1
    requireLimits(ctx, project.id, [
      { name: 'servers', amount: 1 },
      { name: 'volumes', amount: Math.max(network.length, 1) },
      {
        name: 'disk-space',
        amount: Math.max(
          network.reduce((sum, volume) => sum + volume.size, 0),
          10,
        ),
      },
      { name: 'addresses', amount: 1 },
    ])
    requireMoney(ctx, project.account_id, 'service_start', orderCostKop(ctx, project, flavor, request))

    const created_in = isoAt(ctx.now())
    const server: ServerRow = { id: newId(), project_id: project.id, name: request.name, status: 'BUILDING', rescue_mode: 'NO', flavor_id: flavor.id, image_id, source_snapshot_id: null, created_in }
    ctx.repos.servers.insert(server)
    const keypairs = (request.keypairs ?? []).map((id) => ({ id, name: rowOf(ctx, keypairResource, id)?.name ?? id }))
    ctx.repos.servers.setOrderAccess(server.id, request.recipe_id ?? null, keypairs)
    request.volumes.forEach((volume, index) => {
      const id = newId()
      const base = index === 0 ? `${request.name}-boot` : `${request.name}-volume-${index}`
      ctx.repos.volumes.insert({
        id,
        project_id: project.id,
        name: freeName((name) => ctx.repos.volumes.nameTaken(project.id, name), base),
        description: '',
        size: volume.size,
        status: 'IN_USE',
        storage_type: volume.storage_type,
        bootable: index === 0 ? 1 : 0,
        server_id: server.id,
        created_in,
      })
      volumeChanged(ctx, id, 'created')
    })
    if (request.floatingip) addServerAddress(ctx, project.id, server.id, { external: true, ddos_protection: request.floatingip.ddos_protection === true, is_primary: true })
    addServerAddress(ctx, project.id, server.id, { external: false, is_primary: !request.floatingip })
    addImageLicense(ctx, server, ctx.repos.catalogue.image(image_id)?.os_family, DURATIONS.server_build)
    ctx.clock.schedule(stepName(serverResource, 'built'), server.id, DURATIONS.server_build)
    serverChanged(ctx, server.id, 'created')
    balanceChanged(ctx, project.account_id)
    return server
  })
}
