// The app's global wiring, done once at start: the tab broadcast, a lost session sending the user to sign-in,
// and the title following the language.
import { onSessionLost } from '../api/client'
import { subscribeLanguage } from '../i18n/language'
import { hasSignText, signText } from '../i18n/signText'
import { PATHS } from '../router/paths'
import { retitle, trackNavigation } from '../router/navigationEffects'
import type { AppRouter } from '../router/router'
import { sessionStore } from '../session/instance'
import { startTabSync } from '../session/tabSync'
import { clearLocalState } from './sessionActions'

export function wireApp(router: AppRouter): () => void {
  // the texts loaded so far, in the chosen language: i18next may not be loaded yet (src/i18n/signText.ts)
  const translate = { t: (key: string) => signText(key), exists: hasSignText }
  const stops = [
    startTabSync({ store: sessionStore }),
    // 000 §4 Auth: "if refresh fails the user is logged out, local state cleared and a redirect to login forced"
    onSessionLost(() => {
      clearLocalState()
      const here = router.state.location
      void router.navigate({ to: PATHS.sign_in, search: here.pathname.startsWith(PATHS.lk) ? { redirect: here.href } : {} })
    }),
    trackNavigation(router, translate),
  ]
  stops.push(subscribeLanguage(() => retitle(router, translate)))
  return () => {
    for (const stop of stops) stop()
  }
}
