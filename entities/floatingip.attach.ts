// Attaching a free floating IP, as the kinds an address attaches to offer it (000 §3 Floating IP: attachable
// server, vrouter, dbaas_cluster): a paid action (001 §4: "create, start, resize, attach and similar") whose dialog
// picks a free address of the project (DOWN: unattached, available), and which goes to the floating IP list when
// none is free (000 §4, 001 §2). Each kind says what blocks it, the call and what follows.
import { cmp, dimension } from '../engine/define'
import type { ActionConfig, Condition } from '../engine/types'
import { addressAttachPrice, ATTACH_PRICE_SLOT } from './attach.price'

/** EntityConfig.counts: the project's free floating IPs, read by the redirect as related.free_floatingips.count */
export const FREE_FLOATINGIPS = { free_floatingips: { kind: 'floatingip', filter: { status__in: 'DOWN' } } } as const

/** the matrix dimension of the redirect: some free, none free */
export const freeFloatingipsDimension = () => dimension('free floating IPs', 'related.free_floatingips.count', [1, 0])

interface AttachOptions<E> {
  spec: string
  block: readonly Condition<E>[]
  /** the call, on the address chosen: `{payload.<field>}` in its path */
  call: { method: 'POST'; path: string }
  /** the dialog's field holding the chosen address */
  field: string
  after: NonNullable<ActionConfig<E>['after']>
  /** what the body says of the target besides its id (the entity name, for the generic attach call) */
  payload?: Record<string, string>
}

export function attachFreeFloatingip<E>({ spec, block, call, field, after, payload }: AttachOptions<E>): ActionConfig<E> {
  return {
    scope: 'item',
    spec,
    paid: true,
    block,
    redirects: [
      {
        when: cmp('related.free_floatingips.count', '<=', 0),
        name: 'no_free_floatingips',
        route: 'floatingips_all',
        spec: '000 §4, 001 §2: attaching a floating IP with none free redirects to the floating IP list',
      },
    ],
    call,
    after,
    price: addressAttachPrice<E>(),
    dialog: {
      ...ATTACH_PRICE_SLOT,
      fields: [{ name: field, kind: 'entity_picker', label: 'console.action.field.floatingip', required: true, picker: { kind: 'floatingip', filter: { status__in: 'DOWN' } } }],
    },
    ...(payload ? { payload } : {}),
    payload_from: { id: 'item.id' },
    request: 'FloatingipAttachRequest',
  }
}
