// Profile (000 §3 Profile and Account, 000 §4 Profile actions, 000 §6). Account-level: project stopping rules do not apply.
//
// Support (admin-key) sessions: 000 §6 names them (is_support_session) but lists nothing they may not do. Stricter
// reading: the owner's security actions (2FA, password, e-mail) are blocked in them. Name and subscriptions are not
// security settings and stay allowed.
import { PHONE } from '../contract/constants'
import { defineEntity, dimension, is, rule } from '../engine/define'
import type { Profile } from '../generated/types/index.js'

const NAME_MAX = 255
/** 000 §5 phone format: international, + and 10 to 15 digits (schemas/requests/profile-phone.schema.json) */
const PHONE_FORMAT = '^\\+[1-9][0-9]{9,14}$'
/** 000 §5: the last 4 digits of the calling number */
const PHONE_CODE = `^[0-9]{${PHONE.code_digits}}$`

/** a subscription switch: PATCH /profile with the one flag, no dialog but the confirmation */
const profileUpdate = (payload: Record<string, boolean>) => ({ call: { method: 'PATCH', path: '/profile' }, payload, request: 'ProfileUpdateRequest', after: { refetch: 'details' } }) as const

const ROUTES = {
  // 000 §2 profile: children personal, security, api, referral
  page: { name: 'profile_personal', path: '/lk/profile/personal' },
  section: { name: 'profile', path: '/lk/profile' },
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
  inputs: [dimension('2FA enabled', SECOND_FACTOR, [false, true]), dimension('phone verified', 'item.phone_verified', [false, true])],
  // GET /profile is the signed-in user's: one item, no list, no id in the call
  sources: [{ list: '/profile', detail: '/profile' }],
  pages: { details: ['page', 'security'], redirects: { section: 'page' }, menu: { group: 'account', order: 300 } },
  detail: {
    tabs: [
      {
        name: 'personal',
        label: 'profile.tab.personal',
        route: 'profile_personal',
        fields: [
          { field: 'name', label: 'profile.field.name', format: 'text' },
          { field: 'email', label: 'profile.field.email', format: 'text' },
          { field: 'phone', label: 'profile.field.phone', format: 'text' },
          { field: 'phone_verified', label: 'profile.field.phone_verified', format: 'boolean' },
          { field: 'email_subscribe', label: 'profile.field.email_subscribe', format: 'boolean' },
          { field: 'email_marketing_subscribe', label: 'profile.field.email_marketing_subscribe', format: 'boolean' },
        ],
      },
      { name: 'security', label: 'profile.tab.security', route: 'profile_security', fields: [{ field: 'second_factor_enabled', label: 'profile.field.second_factor_enabled', format: 'boolean' }] },
    ],
  },
  actions: {
    '2fa_enable': {
      scope: 'item',
      // Any authenticator app (TOTP, RFC 6238): the password first, then the secret to scan or type and the app's
      // first code (2fa_confirm), then the recovery codes, shown once (recovery_codes).
      spec: '000 §4 Profile actions: 2fa_enable (hidden when enabled)',
      blocked_in_support_session: true,
      hide: [rule(is(SECOND_FACTOR, true), 'reason.profile.2fa_enabled', '000 §4 Profile actions: 2fa_enable (hidden when enabled)')],
      call: { method: 'POST', path: '/profile/second-factor/app' },
      dialog: { fields: [{ name: 'password', kind: 'current_password', label: 'profile.field.current_password', required: true }] },
      request: 'ProfileSecondFactorAppRequest',
      after: { refetch: 'none', then: '2fa_confirm' },
    },
    '2fa_confirm': {
      scope: 'item',
      spec: '000 §4 Profile actions: 2fa_enable, its second step: the authenticator app shows its first code',
      menu: false,
      blocked_in_support_session: true,
      call: { method: 'POST', path: '/profile/second-factor' },
      payload: { enabled: true },
      dialog: {
        fields: [
          { name: 'otpauth_uri', kind: 'qr_code', label: 'profile.field.qr_code', hint: 'profile.hint.qr_code', default: { path: 'answer.otpauth_uri' } },
          { name: 'secret', kind: 'copy_text', label: 'profile.field.totp_secret', hint: 'profile.hint.totp_secret', default: { path: 'answer.secret' } },
          { name: 'code', kind: 'text', label: 'profile.field.app_code', required: true },
        ],
      },
      request: 'ProfileSecondFactorRequest',
      after: { refetch: 'details', then: 'recovery_codes' },
    },
    recovery_codes: {
      scope: 'item',
      spec: '000 §4 Profile actions: 2fa_enable; the recovery codes are shown once',
      menu: false,
      mutating: false,
      after: { refetch: 'none' },
      view: { note: 'profile.view.recovery_codes_note', fields: [{ path: 'answer.recovery_codes', label: 'profile.field.recovery_codes', copy: true }] },
    },
    '2fa_disable': {
      scope: 'item',
      spec: '000 §4 Profile actions: 2fa_disable (hidden when not enabled)',
      blocked_in_support_session: true,
      // Only an explicit false hides it: with no account given nothing hides (DESIGN: missing context blocks nothing).
      hide: [rule(is(SECOND_FACTOR, false), 'reason.profile.2fa_not_enabled', '000 §4 Profile actions: 2fa_disable (hidden when not enabled)')],
      call: { method: 'POST', path: '/profile/second-factor' },
      payload: { enabled: false },
      dialog: { fields: [{ name: 'password', kind: 'current_password', label: 'profile.field.current_password', required: true }] },
      request: 'ProfileSecondFactorRequest',
      after: { refetch: 'details' },
      baseline: { [SECOND_FACTOR]: true },
    },
    // The spec gives no hide rule for the subscription pairs (e.g. subscribe when already subscribed); none is added.
    subscribe: { scope: 'item', spec: '000 §4 Profile actions: subscribe (000 §3 email_subscribe)', ...profileUpdate({ email_subscribe: true }) },
    unsubscribe: { scope: 'item', spec: '000 §4 Profile actions: unsubscribe (000 §3 email_subscribe)', ...profileUpdate({ email_subscribe: false }) },
    subscribe_marketing: { scope: 'item', spec: '000 §4 Profile actions: subscribe_marketing (000 §3 email_marketing_subscribe)', ...profileUpdate({ email_marketing_subscribe: true }) },
    unsubscribe_marketing: {
      scope: 'item',
      spec: '000 §4 Profile actions: unsubscribe_marketing (000 §3 email_marketing_subscribe)',
      ...profileUpdate({ email_marketing_subscribe: false }),
    },
    change_password: {
      scope: 'item',
      spec: '000 §4 Profile actions: change_password (000 §5: 10 or more characters, digits, upper and lower case, Latin only)',
      blocked_in_support_session: true,
      call: { method: 'POST', path: '/profile/password' },
      dialog: {
        fields: [
          { name: 'password', kind: 'current_password', label: 'profile.field.current_password', required: true },
          { name: 'new_password', kind: 'password', label: 'profile.field.new_password', required: true },
        ],
      },
      request: 'ProfilePasswordRequest',
      after: { refetch: 'none' },
    },
    restore_password: {
      scope: 'item',
      spec: '000 §4 Profile actions: restore_password (000 §2 sign/restore, restore_password)',
      blocked_in_support_session: true,
      after: { refetch: 'none' },
    },
    name_change: {
      scope: 'item',
      spec: '000 §4 Profile actions: name_change (000 §3: name blanked if equal to email)',
      call: { method: 'PATCH', path: '/profile' },
      dialog: { fields: [{ name: 'name', kind: 'text', label: 'profile.field.name', max: NAME_MAX, default: { path: 'item.name' } }] },
      request: 'ProfileUpdateRequest',
      after: { refetch: 'details' },
    },
    phone_verify: {
      scope: 'item',
      // 000 §5: the provider calls the number; the code is the last 4 digits of the calling number (phone_confirm).
      spec: '000 §5: phone verification code is the last 4 digits of an incoming call; 000 §6: no change of a verified phone except through support',
      blocked_in_support_session: true,
      // "cannot change ... verified phone except through support": blocked with its reason, the way being support
      block: [rule(is('item.phone_verified', true), 'reason.profile.phone_verified', '000 §6: owner cannot change e-mail or verified phone except through support')],
      call: { method: 'POST', path: '/profile/phone' },
      dialog: {
        fields: [{ name: 'phone', kind: 'text', label: 'profile.field.phone', hint: 'profile.hint.phone', required: true, pattern: { regex: PHONE_FORMAT, message: 'validation.phone' } }],
      },
      request: 'ProfilePhoneRequest',
      after: { refetch: 'none', then: 'phone_confirm' },
    },
    phone_confirm: {
      scope: 'item',
      spec: '000 §5: phone verification code is the last 4 digits of an incoming call',
      menu: false,
      blocked_in_support_session: true,
      call: { method: 'POST', path: '/profile/phone/confirm' },
      dialog: {
        fields: [
          { name: 'phone', kind: 'copy_text', label: 'profile.field.phone', default: { path: 'answer.phone' } },
          { name: 'code', kind: 'text', label: 'profile.field.phone_code', hint: 'profile.hint.phone_code', required: true, pattern: { regex: PHONE_CODE, message: 'profile.validation.phone_code' } },
        ],
      },
      request: 'ProfilePhoneConfirmRequest',
      after: { refetch: 'details' },
    },
    email_change: {
      scope: 'item',
      // 000 §6: the owner cannot change e-mail except through support: the action makes no change itself, it opens
      // ticket creation, another kind's action, named <kind>.<action>, filled in: the account's service, the subject
      // and a message naming the current e-mail, where the user writes the new one.
      spec: '000 §4 Profile actions: email_change (opens a support ticket); 000 §6: no e-mail change except through support',
      blocked_in_support_session: true,
      opens: {
        action: 'ticket.create',
        values: { service: 'account', subject: { text: 'profile.email_change.subject' }, message: { text: 'profile.email_change.message', params: { email: 'item.email' } } },
      },
      after: { refetch: 'none' },
    },
  },
})
