// The list filters of a kind (EntityConfig.list.filters: all, active, stopped, attached, unattached; 000 §2
// "List pages accept table filters"). Toggle buttons in a labelled group: the pressed one is the current filter.
import { Button, Group } from '@chakra-ui/react'
import { useText } from '../i18n/translate'

export interface FiltersBarProps {
  /** filter names in display order (Object.keys(config.list.filters)) */
  filters: readonly string[]
  active: string
  onFilterChange: (name: string) => void
  /** the kind, for its own labels `<kind>.filter.<name>` before the generic `ui.filter.<name>` */
  kind?: string
}

export function FiltersBar({ filters, active, onFilterChange, kind }: FiltersBarProps) {
  const text = useText()
  if (filters.length < 2) return null
  return (
    // on a phone the group scrolls sideways rather than widen the page
    <Group role="group" aria-label={text('ui.filter.label')} attached maxW="full" overflowX="auto">
      {filters.map((name) => {
        const generic = text(`ui.filter.${name}`, { fallback: name })
        const label = kind ? text(`${kind}.filter.${name}`, { fallback: generic }) : generic
        const pressed = name === active
        return (
          <Button key={name} size="sm" variant={pressed ? 'solid' : 'outline'} aria-pressed={pressed} onClick={() => (pressed ? undefined : onFilterChange(name))}>
            {label}
          </Button>
        )
      })}
    </Group>
  )
}
