import type { EntityConfig } from '../engine/types'
import { acceptance_cert } from './acceptance_cert'
import { api_token } from './api_token'
import { autopay } from './autopay'
import { cart } from './cart'
import { cart_product } from './cart_product'
import { payer } from './payer'
import { payment } from './payment'
import { profile } from './profile'
import { referral } from './referral'
import { ticket } from './ticket'
import { invoice } from './invoice'

const configs = [api_token, payment, payer, autopay, ticket, profile, acceptance_cert, cart, cart_product, referral, invoice] as const
/** Each config of the group with its own type: entities/index.ts checks the route names they refer to. */
export type AccountConfig = (typeof configs)[number]
/** Account-level kinds: api_token, payment, payer, autopay, ticket, profile, acceptance_cert, cart, cart_product, referral, invoice. */
export const accountEntities: EntityConfig[] = [...configs]
