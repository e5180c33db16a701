// The Hono environment of the emulator's routes: the authenticated caller, set by the auth middleware.
import type { AuthInfo } from '../auth/sessions'

export interface AppEnv {
  Variables: {
    auth: AuthInfo
  }
}

/** where the API's calls are served (001 §7 paths are relative to it) */
export const API_PREFIX = '/api/v1'
