// A tab listing the items of a one-to-many relation of the config (a server's volumes and snapshots, 000 §2
// servers/{id}/volumes and /snapshots), found through the other kind's relation back: volume.relations.server
// references attached_to_server, so a server's volumes are the volumes with attached_to_server.id__eq its id.
// The rows are the other kind's own list (columns, links, action menus), each judged with this item as related;
// the other kind's collection actions (a rule's create) are offered above it with this item as their owner.
import { HStack, Stack } from '@chakra-ui/react'
import { useMemo } from 'react'
import { offeredActions } from '../../../engine/registry'
import { EmptyState } from '../../../ui/shell/EmptyState'
import { useText, entityKeys } from '../../../ui/i18n/translate'
import { CollectionAction } from '../../actions'
import { EntityListView } from '../EntityListView'
import { listParams } from '../listParams'
import { ownerValue, reverseRelation } from '../reverseRelation'
import type { TabProps } from './types'

export { ownerValue, reverseRelation, type ReverseRelation } from '../reverseRelation'

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
