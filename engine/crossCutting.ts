// Rules that apply to every kind, written once (000 §4 Project, 001 §4 Account state and project blocking).
import { absent, all, dimension, dimensionOf, is, rule } from './define'
import type { ActionConfig, Condition, EntityConfig, InputDimension } from './types'

const PROJECT_BLOCKING_REASONS = ['admin', 'abuse', 'manual_alarm'] as const

/** The conditions the engine adds in front of an action's own block conditions. */
export function crossCuttingBlocks(config: EntityConfig, action: ActionConfig): Condition[] {
  const rules: Condition[] = []
  if (config.scope === 'project' && action.mutating !== false) {
    rules.push(rule(is('project.status', 'DELETED'), 'reason.project_deleted', '000 §3 Project: status STOPPED or DELETED'))
    if (!action.allowed_when_project_blocked) {
      for (const reason of PROJECT_BLOCKING_REASONS) {
        rules.push(
          rule(
            all(is('project.status', 'STOPPED'), is('project.stopping_reason', reason)),
            `reason.project_stopped_${reason}`,
            '001 §4: under the project reasons abuse, admin or manual alarm nearly all mutating actions are blocked',
          ),
        )
      }
      // A stopped project with no reason given is read the stricter way: as blocked, not as "money".
      rules.push(
        rule(all(is('project.status', 'STOPPED'), absent('project.stopping_reason')), 'reason.project_not_active', '000 §3 Project: status STOPPED (no stopping reason given; stricter reading)'),
      )
    }
    if (action.paid) {
      rules.push(
        rule(
          all(is('project.status', 'STOPPED'), is('project.stopping_reason', 'money')),
          'reason.project_stopped_money',
          '001 §4: under money, paid actions (create, start, resize, attach and similar) are blocked',
        ),
      )
    }
  }
  if (action.creates_resource) {
    const spec =
      '001 §4: creating servers, volumes, IPs, load balancers, DNS, S3 users, DB clusters, vrouters, keypairs and ordering from the cart is blocked while the account is unverified or unidentified'
    rules.push(rule(is('account.verified', false), 'reason.account_not_verified', spec))
    rules.push(rule(is('account.identified', false), 'reason.account_not_identified', spec))
  }
  if (action.blocked_in_support_session) {
    rules.push(rule(is('account.is_support_session', true), 'reason.support_session', '000 §6: support/admin session flagged is_support_session'))
  }
  return rules
}

/** The inputs the cross-cutting rules read, enumerated in every matrix they apply to. */
export const crossCuttingInputs: readonly InputDimension[] = [
  dimensionOf('project', [
    { label: 'ACTIVE', set: { 'project.status': 'ACTIVE', 'project.stopping_reason': null } },
    { label: 'STOPPED (money)', set: { 'project.status': 'STOPPED', 'project.stopping_reason': 'money' } },
    { label: 'STOPPED (admin)', set: { 'project.status': 'STOPPED', 'project.stopping_reason': 'admin' } },
    { label: 'STOPPED (abuse)', set: { 'project.status': 'STOPPED', 'project.stopping_reason': 'abuse' } },
    { label: 'STOPPED (manual_alarm)', set: { 'project.status': 'STOPPED', 'project.stopping_reason': 'manual_alarm' } },
    { label: 'STOPPED (no reason)', set: { 'project.status': 'STOPPED', 'project.stopping_reason': null } },
    { label: 'DELETED', set: { 'project.status': 'DELETED', 'project.stopping_reason': null } },
  ]),
  dimension('account verified', 'account.verified', [true, false]),
  dimension('account identified', 'account.identified', [true, false]),
  dimension('support session', 'account.is_support_session', [false, true]),
]
