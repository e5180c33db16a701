import { Box } from '@chakra-ui/react'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { NotFound } from '../../../ui/shell/NotFound'
import { renderRouterLink } from '../../app/RouterLink'
import { PATHS } from '../../router/paths'
import { useSession } from '../../session/useSession'

/**
 * 000 §2: a catch-all path shows a 404 page; its link leads home (lk, which redirects to the dashboard). Signed in,
 * a path outside lk and sign is looked for under lk: "/project/servers" opens that page, and a path no page has
 * shows lk's 404 inside the shell, the menu in reach, instead of a bare page.
 */
export function NotFoundPage() {
  const session = useSession()
  const { pathname, searchStr } = useLocation()
  const navigate = useNavigate()
  const underLk = session !== null && !pathname.startsWith(`${PATHS.lk}/`) && pathname !== PATHS.lk && !pathname.startsWith(`${PATHS.sign}/`)
  useEffect(() => {
    if (underLk) void navigate({ href: `${PATHS.lk}${pathname}${searchStr}`, replace: true })
  }, [underLk, navigate, pathname, searchStr])
  if (underLk) return null
  return (
    <Box as="main" px="4">
      <NotFound homeHref={PATHS.lk} renderLink={renderRouterLink} />
    </Box>
  )
}
