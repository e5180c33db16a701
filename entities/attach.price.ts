// What attaching costs (issue "Money" item 8: every paid dialog, attach among them, shows before OK how the daily
// cost and the days left change). Attaching orders nothing new: the provider charges a network volume by its GB and
// an address by the hour from the moment they are created, attached or not (the emulator's consumption), so the
// dialog shows nothing added under "attaching adds" and the runway the daily cost unchanged. The entry names what
// is attached, taken 0 times.
import { LIMIT_NAMES, PRICE_GROUPS, RESOURCES } from '../contract/constants'
import type { PriceEntry } from '../engine/types'

/** the dialog's price slot of an attach: the price, headed "attaching adds" */
export const ATTACH_PRICE_SLOT = { price: true, price_label: 'console.price.attach' } as const

/** attaching an address: its ipv4 is charged already */
export const addressAttachPrice = <E>(): PriceEntry<E>[] => [{ group: PRICE_GROUPS.address, name: RESOURCES.ipv4, amount: 0 }]

/** attaching a network volume: its GB are charged already */
export const volumeAttachPrice = <E>(): PriceEntry<E>[] => [{ group: PRICE_GROUPS.volume, name: LIMIT_NAMES.disk_space, amount: 0 }]
