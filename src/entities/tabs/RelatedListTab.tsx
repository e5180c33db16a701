// A tab listing the items of a one-to-many relation of the config (a server's volumes and snapshots, 000 §2
// servers/{id}/volumes and /snapshots), found through the other kind's relation back: volume.relations.server
// references attached_to_server, so a server's volumes are the volumes with attached_to_server.id__eq its id.
// The rows are the other kind's own list (columns, links, action menus), each judged with this item as related;
// the other kind's collection actions (a rule's create) are offered above it with this item as their owner.
import { HStack, Stack } from '@chakra-ui/react'
import { useMemo } from 'react'
import { offeredActions } from '../../../engine/registry'
import type { EntityConfig, Relation } from '../../../engine/types'
import { registry } from '../../../entities/index'
import { EmptyState } from '../../../ui/shell/EmptyState'
import { useText, entityKeys } from '../../../ui/i18n/translate'
import { CollectionAction } from '../../actions'
import { EntityListView } from '../EntityListView'
import { listParams } from '../listParams'
import type { TabProps } from './types'

export interface ReverseRelation {
  /** the kind listed */
  config: EntityConfig
  /** the relation's name on the listed kind (volume: server) */
  name: string
  /** the list filter that keeps the items pointing at the owner */
  filterField: string
  /** the filters of the relation's `when` (attached_to.entity__eq: vrouter) */
  when: Record<string, string>
  /** the owner's field the filter compares with: its id, or the relation's `key` for one by value (address) */
  key: string
}

/** The other side of `relationName` of config: the listed kind and the field that points back. */
export function reverseRelation(config: EntityConfig, relationName: string): ReverseRelation | undefined {
  const relation = config.relations?.[relationName]
  if (!relation || relation.cardinality !== 'one-to-many' || !registry.has(relation.kind)) return undefined
  const other = registry.get(relation.kind)
  const back = Object.entries(other.relations ?? {}).find(
    ([, candidate]: [string, Relation]) => candidate.kind === config.kind && candidate.cardinality === 'many-to-one' && (candidate.reverse ?? relationName) === relationName,
  )
  if (!back) return undefined
  const [name, candidate] = back
  const key = candidate.key ?? 'id'
  const filterField = candidate.reference ? `${candidate.reference}.${key}__eq` : candidate.id ? `${candidate.id}__eq` : undefined
  const when = Object.fromEntries(Object.entries(candidate.when ?? {}).map(([path, value]) => [`${path}__eq`, String(value)]))
  return filterField ? { config: other, name, filterField, when, key } : undefined
}

/** The value of the owner the other side's filter compares with (its id, or its field a relation by value names). */
export function ownerValue(reverse: ReverseRelation, item: object): string {
  const value = (item as Record<string, unknown>)[reverse.key]
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

export function RelatedListTab({ config, item, projectId, relationName, relatedActions }: TabProps & { relationName: string; relatedActions?: readonly string[] | undefined }) {
  const text = useText()
  const reverse = useMemo(() => reverseRelation(config, relationName), [config, relationName])
  const value = reverse ? ownerValue(reverse, item) : ''
  const params = useMemo(() => (reverse ? listParams(reverse.config, undefined, { ...reverse.when, [reverse.filterField]: value }) : {}), [reverse, value])
  const related = useMemo(() => (reverse ? { [reverse.name]: item } : undefined), [reverse, item])
  if (!reverse) return null
  // the listed kind's collection actions made on this owner: those the tab names, else those whose call is under it
  // (a domain's record create: /dns/domains/{related.domain.id}/records; a cluster's database create)
  const ownActions = offeredActions(reverse.config, 'collection').filter((action) =>
    relatedActions !== undefined ? relatedActions.includes(action) : reverse.config.actions[action]?.call?.path.includes(`{related.${reverse.name}.`),
  )
  const list = (
    <EntityListView
      key={reverse.config.kind}
      config={reverse.config}
      projectId={projectId}
      params={params}
      label={text(entityKeys.tab(config.kind, relationName))}
      {...(related ? { related } : {})}
      empty={<EmptyState title={text('console.entity.empty')} />}
      height="60vh"
    />
  )
  if (ownActions.length === 0 || !related) return list
  return (
    <Stack gap="3">
      <HStack gap="2" justify="flex-end" wrap="wrap">
        {ownActions.map((action) => (
          <CollectionAction key={action} kind={reverse.config.kind} action={action} related={related} />
        ))}
      </HStack>
      {list}
    </Stack>
  )
}
