// The composition root: the router, the wiring, and the render once the texts of the chosen language are there
// (Russian ships with the entry; English is fetched) and a session open before a reload is restored through the
// refresh cookie (the tokens live in memory only). i18next is not here: it loads with the first page past
// sign-in (src/router/root.tsx), the sign-in page translates without it (src/i18n/signText.ts).
import 'virtual:chakra-global.css'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { api } from './api/client'
import { App } from './app/App'
import './app/pause'
import { wireApp } from './app/wireApp'
import { prepareLanguage } from './i18n/language'
import { PATHS } from './router/paths'
import { createAppRouter } from './router/router'
import { sessionStore } from './session/instance'

const router = createAppRouter({ session: sessionStore })
const hint = sessionStore.hint()
const restored = hint ? api.restoreSession(hint) : Promise.resolve(false)
// the tab broadcast starts once the session is restored: a restore is no change to tell the other tabs of
void restored.then(() => wireApp(router))

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')
const root = createRoot(container)
// a transition: React renders the first page in slices that give the main thread back every few milliseconds,
// instead of one long task a phone's user cannot interrupt (issue 13: Lighthouse's total blocking time)
// a visit under /lk fetches the signed-in routes beside the session's restore: the first match then finds them,
// instead of the stand-in loading them and matching the visit again (routeTree.ts)
const signedInRoutes = window.location.pathname.startsWith(PATHS.lk) ? router.options.context.loadSignedInRoutes() : undefined
// The router matches and loads the visit before the first render, so that the first render, in the transition,
// draws the page itself: a match resolved after the mount would draw it in a render of its own, and the router's
// store (useSyncExternalStore) makes that one synchronous, a long task of its own (issue 13). A load that fails
// leaves the location unresolved, and the router loads it again on mount, as it did before, errors included.
const loaded = () => router.load().catch(() => undefined)
void Promise.all([prepareLanguage(), restored, signedInRoutes])
  .then(loaded)
  .then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    ),
  )
