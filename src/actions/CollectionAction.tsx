// The button of a collection action (volume create) (placeholder until the runner lands; the props are final).
export interface CollectionActionProps {
  kind: string
  /** the collection action's name (create) */
  action: string
  /** the owner of the collection ({ balancer: {...} } for a rule's create) */
  related?: Record<string, object>
  /** i18n key of the button label; default the action's own label */
  label?: string
}

export function CollectionAction(_props: CollectionActionProps) {
  return null
}
