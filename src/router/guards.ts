// Routes under /lk need a session (000 §6: a signed-in user with an access token). Without one the user goes
// to sign-in, which brings them back where they were going.
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { SessionStore } from '../session/types'
import { PATHS } from './paths'

export function requireSession(session: SessionStore, location: ParsedLocation): void {
  if (session.get()) return
  throw redirect({ to: PATHS.sign_in, search: { redirect: location.href } })
}
