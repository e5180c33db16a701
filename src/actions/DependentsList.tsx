// What depends on an item and would break if the action ran (ActionConfig.dependents; beyond the spec, issue 11
// item 6): for each named one-to-many relation, the other kind's items pointing at this one, found from the other
// side as a related tab finds them (its many-to-one relation back, with its `when`, by id or by value), each with
// its status.
import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { registry } from '../../entities'
import { useText, entityKeys } from '../../ui/i18n/translate'
import { ItemStatus } from '../entities/ItemStatus'
import { reverseRelation } from '../entities/tabs/RelatedListTab'
import { useCurrentProjectId } from '../project/currentProject'
import { useDependents } from './useDependents'

/** at most this many items of a relation are named; the count says how many there are */
const SHOWN = 20

export function DependentsList({ kind, item, relations }: { kind: string; item: object; relations: readonly string[] }) {
  const text = useText()
  return (
    <Box as="section" aria-label={text('console.action.dependents.title')} mt="3">
      <Heading as="h3" size="sm" mb="2">
        {text('console.action.dependents.title')}
      </Heading>
      <Stack gap="3">
        {relations.map((name) => (
          <DependentGroup key={name} kind={kind} item={item} relationName={name} />
        ))}
      </Stack>
    </Box>
  )
}

function DependentGroup({ kind, item, relationName }: { kind: string; item: object; relationName: string }) {
  const text = useText()
  const projectId = useCurrentProjectId()
  const reverse = useMemo(() => reverseRelation(registry.get(kind), relationName), [kind, relationName])
  const dependents = useDependents(reverse, item, projectId, SHOWN)
  if (!reverse) return null
  const other = reverse.config.kind
  const label = text(entityKeys.name(other, 'plural'))
  if (dependents.status === 'error') return <Text color="fg.error">{text('console.action.dependents.failed', { params: { what: label } })}</Text>
  if (dependents.status === 'pending') return <Text color="fg.muted">{text('console.action.dependents.loading', { params: { what: label } })}</Text>
  const { items, count } = dependents
  if (items.length === 0) return <Text color="fg.muted">{text('console.action.dependents.none', { params: { what: label } })}</Text>
  return (
    <Box>
      <Text fontWeight="medium">{text('console.action.dependents.group', { params: { what: label, count } })}</Text>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {items.map((dependent, index) => (
          <Stack as="li" key={String(dependent.id ?? index)} direction="row" gap="2" align="center" wrap="wrap">
            <Text as="span">{registry.displayName(other, dependent) || String(dependent.id)}</Text>
            <ItemStatus kind={other} status={dependent.status} />
          </Stack>
        ))}
      </Stack>
    </Box>
  )
}
