import { Box } from '@chakra-ui/react'
import { NotFound } from '../../../ui/shell/NotFound'
import { renderRouterLink } from '../../app/RouterLink'
import { PATHS } from '../../router/paths'

/** 000 §2: a catch-all path shows a 404 page; its link leads home (lk, which redirects to the dashboard). */
export function NotFoundPage() {
  return (
    <Box as="main" px="4">
      <NotFound homeHref={PATHS.lk} renderLink={renderRouterLink} />
    </Box>
  )
}
