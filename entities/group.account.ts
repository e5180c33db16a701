import type { EntityConfig } from '../engine/types'

/** Account-level kinds: api_token, payment, payer, autopay, ticket, profile, acceptance_cert, cart, cart_product, referral. */
export const accountEntities: EntityConfig[] = []
