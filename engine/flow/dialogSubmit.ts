// Joins the two machines: a dialog's submit runs the action flow, and the flow's outcome becomes what the
// dialog's submit actor resolves with or throws (001 §8 "Redirect, router and verificationFailed signals end
// silently"; "Other action errors: ... formatted and rethrown if a dialog exists").
import { ActionSignal } from '../errors/signals'
import type { ActionFlowOutput } from './actionMachine'

/**
 * What the dialog's submit resolves with: the call's result when the flow is done; otherwise throws —
 * an ActionSignal for the silent ends (redirected: 'redirect'; navigated or fallen back to the order flow:
 * 'router'; verification_failed: 'verification_failed', the UI opens the payment or ticket dialog),
 * the error itself for an action failure (the dialog shows it on its fields).
 */
export function dialogResultOf(outcome: ActionFlowOutput): unknown {
  switch (outcome.status) {
    case 'done':
      return outcome.result
    case 'redirected':
      throw new ActionSignal('redirect', outcome.redirect)
    case 'navigated':
      throw new ActionSignal('router', { route: outcome.route, params: outcome.params })
    case 'verification_failed':
      throw new ActionSignal('verification_failed', outcome.verification)
    case 'action_failed':
      if (outcome.order_flow) throw new ActionSignal('router', { order_flow: outcome.order_flow, error: outcome.error })
      throw outcome.error
  }
}
