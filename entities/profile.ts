// Profile (000 §3 Profile and Account, 000 §4 Profile actions, 000 §6). Account-level: project stopping rules do not apply.
//
// Support (admin-key) sessions: 000 §6 names them (is_support_session) but lists nothing they may not do. Stricter
// reading: the owner's security actions (2FA, password, e-mail) are blocked in them. Name and subscriptions are not
// security settings and stay allowed.
import { defineEntity, dimension, is, rule } from '../engine/define'
import type { Profile } from '../generated/types/index.js'

const ROUTES = {
  // 000 §2 profile: children personal, security, api, referral
  page: { name: 'profile_personal', path: '/lk/profile/personal' },
  security: { name: 'profile_security', path: '/lk/profile/security' },
  api: { name: 'profile_api', path: '/lk/profile/api' },
  referral: { name: 'profile_referral', path: '/lk/profile/referral' },
} as const

// 000 §3 Account: second_factor_enabled lives on the account (ActionInput.account), not on the profile item.
const SECOND_FACTOR = 'account.second_factor_enabled'

export const profile = defineEntity<Profile>()({
  kind: 'profile',
  spec: '000 §3 Profile; 000 §4 Profile actions',
  scope: 'account',
  service: 'profile',
  parent: null,
  // 000 §3: name is blanked if equal to email, so the e-mail names a profile.
  name_field: 'email',
  ws_entity: 'profile',
  icon: 'user',
  routes: ROUTES,
  inputs: [dimension('2FA enabled', SECOND_FACTOR, [false, true])],
  actions: {
    '2fa_enable': {
      scope: 'item',
      spec: '000 §4 Profile actions: 2fa_enable (hidden when enabled)',
      blocked_in_support_session: true,
      hide: [rule(is(SECOND_FACTOR, true), 'reason.profile.2fa_enabled', '000 §4 Profile actions: 2fa_enable (hidden when enabled)')],
      after: { refetch: 'details' },
    },
    '2fa_disable': {
      scope: 'item',
      spec: '000 §4 Profile actions: 2fa_disable (hidden when not enabled)',
      blocked_in_support_session: true,
      // Only an explicit false hides it: with no account given nothing hides (DESIGN: missing context blocks nothing).
      hide: [rule(is(SECOND_FACTOR, false), 'reason.profile.2fa_not_enabled', '000 §4 Profile actions: 2fa_disable (hidden when not enabled)')],
      after: { refetch: 'details' },
      baseline: { [SECOND_FACTOR]: true },
    },
    // The spec gives no hide rule for the subscription pairs (e.g. subscribe when already subscribed); none is added.
    subscribe: { scope: 'item', spec: '000 §4 Profile actions: subscribe (000 §3 email_subscribe)', after: { refetch: 'details' } },
    unsubscribe: { scope: 'item', spec: '000 §4 Profile actions: unsubscribe (000 §3 email_subscribe)', after: { refetch: 'details' } },
    subscribe_marketing: { scope: 'item', spec: '000 §4 Profile actions: subscribe_marketing (000 §3 email_marketing_subscribe)', after: { refetch: 'details' } },
    unsubscribe_marketing: { scope: 'item', spec: '000 §4 Profile actions: unsubscribe_marketing (000 §3 email_marketing_subscribe)', after: { refetch: 'details' } },
    change_password: {
      scope: 'item',
      spec: '000 §4 Profile actions: change_password (000 §5: 10 or more characters, digits, upper and lower case, Latin only)',
      blocked_in_support_session: true,
      after: { refetch: 'none' },
    },
    restore_password: {
      scope: 'item',
      spec: '000 §4 Profile actions: restore_password (000 §2 sign/restore, restore_password)',
      blocked_in_support_session: true,
      after: { refetch: 'none' },
    },
    name_change: { scope: 'item', spec: '000 §4 Profile actions: name_change', after: { refetch: 'details' } },
    email_change: {
      scope: 'item',
      // 000 §6: the owner cannot change e-mail except through support: the action makes no change itself, it opens
      // ticket creation, another kind's action, named <kind>.<action>.
      spec: '000 §4 Profile actions: email_change (opens a support ticket); 000 §6: no e-mail change except through support',
      blocked_in_support_session: true,
      after: { refetch: 'none', then: 'ticket.create' },
    },
  },
})
