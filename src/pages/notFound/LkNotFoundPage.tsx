import { NotFound } from '../../../ui/shell/NotFound'
import { renderRouterLink } from '../../app/RouterLink'
import { PATHS } from '../../router/paths'

/** 000 §2: a path under lk that no page has shows the 404 inside the shell, its menu in reach. */
export function LkNotFoundPage() {
  return <NotFound homeHref={PATHS.dashboard} renderLink={renderRouterLink} />
}
