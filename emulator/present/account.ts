// The account and the profile (000 §3 Account, Profile).
import type { Account, Profile } from '../../generated/types/index.js'
import type { AccountRow, UserRow } from '../db/accounts'

export function presentAccount(account: AccountRow, user: UserRow): Account {
  return {
    id: account.id,
    signup_status: account.signup_status,
    has_identification: account.has_identification === 1,
    phone_verified: account.phone_verified === 1,
    payment_account_number: account.payment_account_number,
    second_factor_enabled: user.second_factor_enabled === 1,
  }
}

export function presentProfile(user: UserRow): Profile {
  return {
    id: user.id,
    // 000 §3: the name is blanked if equal to the e-mail
    name: user.name === user.email ? '' : user.name,
    email: user.email,
    phone: user.phone,
    // the number is set only by its call's code (POST /profile/phone/confirm), so one that is there is verified
    phone_verified: user.phone !== '',
    email_subscribe: user.email_subscribe === 1,
    email_marketing_subscribe: user.email_marketing_subscribe === 1,
    account_id: user.account_id,
    second_factor_enabled: user.second_factor_enabled === 1,
  }
}
