// 000 §2 maintenance, 001 §7 GET /maintenance-mode: while the provider says maintenance is on, the console's pages
// give way to the maintenance page (the shell stays); the page asks again and comes back when it is over.
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ENDPOINTS } from '../query/apiQuery'
import { useApiQuery } from '../query/hooks'
import { PATHS } from '../router/paths'

export function MaintenanceGate() {
  const mode = useApiQuery<{ enable?: boolean }>(ENDPOINTS.maintenance)
  const navigate = useNavigate()
  const pathname = useLocation({ select: (location) => location.pathname })
  const on = mode.data?.enable === true
  useEffect(() => {
    if (on && pathname !== PATHS.maintenance) void navigate({ to: PATHS.maintenance, replace: true })
  }, [on, pathname, navigate])
  return null
}
