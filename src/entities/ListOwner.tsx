// What a collection's actions are judged with besides item {}: the one owner of a whole collection
// (engine/types.ts ListConfig.owner: the referrals' programme figures), read from its own call, its fields shown
// above the list; and the project's first item of the kind (ListConfig.first_item: the first virtual router).
import type { EntityConfig } from '../../engine/types'
import type { ListResponse } from '../api/types'
import { useApiQuery } from '../query/hooks'
import { withProject } from './listParams'
import { sourcesOf } from './sources'
import { FieldsTab } from './tabs/FieldsTab'
import type { Row } from './useEntityList'

/** related for the collection actions; undefined while what they are judged with loads, or for a list with nothing */
export function useListOwner(config: EntityConfig, projectId?: string): { related: Record<string, object> | undefined; owner: Row | undefined } {
  const source = config.list?.owner?.source
  const query = useApiQuery<Row>(source ?? '', {}, { enabled: source !== undefined })
  const name = config.list?.owner?.name
  const first = useFirstItem(config, projectId)
  const related = { ...(name && query.data ? { [name]: query.data } : {}), ...first }
  return { owner: query.data, related: Object.keys(related).length > 0 ? related : undefined }
}

/** { <name>: the project's first item } once loaded; nothing while it loads or when the project has none */
function useFirstItem(config: EntityConfig, projectId: string | undefined): Record<string, object> {
  const first = config.list?.first_item
  const list = sourcesOf(config.kind)[0]?.list ?? ''
  const params = withProject(config, { order: first?.order ?? '', limit: 1 }, projectId ?? '')
  const query = useApiQuery<ListResponse<Row>>(list, params, { enabled: first !== undefined && projectId !== undefined && list !== '' })
  const item = first ? query.data?.result[0] : undefined
  return first && item ? { [first.name]: item } : {}
}

export function ListOwnerFields({ config, owner }: { config: EntityConfig; owner: Row | undefined }) {
  const fields = config.list?.owner?.fields
  if (!fields || !owner) return null
  return <FieldsTab config={config} item={owner} fields={fields} projectId={undefined} />
}
