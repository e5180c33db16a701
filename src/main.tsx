// The composition root: i18n first (it registers with react-i18next), then the router, the wiring, and the
// render once the texts of the chosen language are there (Russian ships with the entry; English is fetched).
import { i18n, prepareI18n } from './i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { wireApp } from './app/wireApp'
import { createAppRouter } from './router/router'
import { sessionStore } from './session/instance'

const router = createAppRouter({ session: sessionStore })
wireApp(router)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')
void prepareI18n(i18n).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
)
