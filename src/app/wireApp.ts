// The app's global wiring, done once at start: the tab broadcast, a lost session sending the user to sign-in,
// and the title following the language.
import { onSessionLost } from '../api/client'
import { i18n } from '../i18n'
import { PATHS } from '../router/paths'
import { retitle, trackNavigation } from '../router/navigationEffects'
import type { AppRouter } from '../router/router'
import { sessionStore } from '../session/instance'
import { startTabSync } from '../session/tabSync'
import { clearLocalState } from './sessionActions'

export function wireApp(router: AppRouter): () => void {
  const translate = { t: (key: string) => String(i18n.t(key)), exists: (key: string) => i18n.exists(key) }
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
  const onLanguage = () => retitle(router, translate)
  i18n.on('languageChanged', onLanguage)
  stops.push(() => i18n.off('languageChanged', onLanguage))
  return () => {
    for (const stop of stops) stop()
  }
}
