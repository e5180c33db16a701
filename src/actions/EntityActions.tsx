// The action menu of one item (placeholder until the runner lands; the props are final).
export interface EntityActionsProps {
  /** entity kind as the registry knows it (volume, server, snapshot, ...) */
  kind: string
  /** the entity exactly as the API returns it */
  item: object
  /** related entities by relation name ({ server: {...} } for a volume) */
  related?: Record<string, object>
  /** a menu button (lists) or a row of buttons (detail pages); default menu */
  variant?: 'menu' | 'buttons'
}

export function EntityActions(_props: EntityActionsProps) {
  return null
}
