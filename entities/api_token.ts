// API token (000 §3 API token, 000 §4 API token actions, 000 §6, 001 §7 API tokens).
//
// 000 §3 lists project as the parent of api_token, but the calls (/access-tokens) and the route (profile/api) carry no
// project: tokens are managed from the profile. The kind is account-scoped, so project stopping rules do not apply.
//
// Support (admin-key) sessions: 000 §6 names them but lists nothing they may not do. "Any API token holder has full
// API access", so issuing, showing, renewing or revoking a token is a security action of the owner: stricter reading,
// blocked in support sessions. Rename changes only a label and stays allowed.
import { DEFAULT_LIST_ORDER } from '../contract/constants'
import { defineEntity } from '../engine/define'
import type { ApiToken } from '../generated/types/index.js'

export const api_token = defineEntity<ApiToken>()({
  kind: 'api_token',
  spec: '000 §3 API token; 000 §4 API token actions; 001 §7 API tokens',
  scope: 'account',
  service: 'access_tokens',
  parent: { kind: 'project' },
  name_field: 'name',
  ws_entity: 'api_token',
  icon: 'key',
  routes: {
    list: { name: 'profile_api', path: '/lk/profile/api' },
  },
  // No hide or block rule in the spec: only the cross-cutting support-session rule applies.
  inputs: [],
  // 001 §7: list default sort created_in descending
  list: {
    order: DEFAULT_LIST_ORDER,
    // 000 §3 API token: name, created (the value is shown only by create and renew)
    columns: [
      { field: 'name', label: 'column.name', format: 'text' },
      { field: 'created_in', label: 'column.created_in', format: 'date' },
    ],
  },
  // 001 §7 GET /access-tokens; a token has no page of its own
  sources: [{ list: '/access-tokens' }],
  pages: { menu: { group: 'account', order: 310, icon: 'key' } },
  actions: {
    create: {
      scope: 'collection',
      spec: '000 §4 API token actions: create (shows the token in a view dialog); 001 §7 POST /access-tokens (name)',
      blocked_in_support_session: true,
      call: { method: 'POST', path: '/access-tokens' },
      after: { refetch: 'list', then: 'view' },
      dialog: { fields: [{ name: 'name', kind: 'name', label: 'console.action.field.name', required: true }] },
      request: 'AccessTokenCreateRequest',
    },
    view: {
      scope: 'item',
      // The token value comes only with the create or renew response (the list has id, name, created date), so view
      // is the dialog those actions open, not an entry of the generic menu.
      spec: '000 §4 API token actions: view; create or renew shows the token in a view dialog',
      menu: false,
      mutating: false,
      blocked_in_support_session: true,
      after: { refetch: 'none' },
      view: { note: 'api_token.view.note', fields: [{ path: 'answer.token', label: 'api_token.field.token', copy: true, secret: true }] },
    },
    renew: {
      scope: 'item',
      spec: '000 §4 API token actions: renew (shows the token in a view dialog); 001 §7 POST /access-tokens/{id}/renew',
      blocked_in_support_session: true,
      call: { method: 'POST', path: '/access-tokens/{id}/renew' },
      after: { refetch: 'list', then: 'view' },
    },
    rename: {
      scope: 'item',
      spec: '000 §4 API token actions: rename; 001 §7 PATCH /access-tokens/{id} (name)',
      call: { method: 'PATCH', path: '/access-tokens/{id}' },
      after: { refetch: 'list' },
      dialog: { fields: [{ name: 'name', kind: 'name', label: 'console.action.field.name', required: true, default: { path: 'item.name' } }] },
      request: 'AccessTokenUpdateRequest',
    },
    delete: {
      scope: 'item',
      spec: '000 §4 API token actions: delete; 001 §7 DELETE /access-tokens/{id}',
      blocked_in_support_session: true,
      call: { method: 'DELETE', path: '/access-tokens/{id}' },
      after: { refetch: 'list' },
    },
  },
})
