// The Hono environment of the emulator's routes: the authenticated caller, set by the auth middleware.
import type { AuthInfo } from '../auth/sessions'

export interface AppEnv {
  Variables: {
    auth: AuthInfo
  }
}
