// The composition root: i18n first (it registers with react-i18next), then the router, the wiring, the render.
import './i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { wireApp } from './app/wireApp'
import { queryClient } from './query/queryClient'
import { createAppRouter } from './router/router'
import { sessionStore } from './session/instance'

const router = createAppRouter({ queryClient, session: sessionStore })
wireApp(router)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
)
