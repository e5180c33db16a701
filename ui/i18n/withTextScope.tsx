// Components drawn many times in a table (cells, status badges, action menus) take the table's TextScope
// (TextScopeContext: one i18next subscription per table, not per row); drawn elsewhere, they subscribe themselves.
import type { ReactNode } from 'react'
import { useProvidedTextScope, useTextScope, type TextScope } from './translate'

/** The component that draws `draw(props, scope)` with the enclosing TextScopeContext's scope, else its own. */
export function withTextScope<P extends object>(draw: (props: P, scope: TextScope) => ReactNode): (props: P) => ReactNode {
  function WithOwnTextScope(props: P) {
    return draw(props, useTextScope())
  }
  return function WithTextScope(props: P) {
    const scope = useProvidedTextScope()
    return scope ? draw(props, scope) : <WithOwnTextScope {...props} />
  }
}
