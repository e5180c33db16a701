// The one owner of a whole collection (engine/types.ts ListConfig.owner: the referrals' programme figures), read from
// its own call: its fields above the list, and the object the collection actions are judged with in related.
import type { EntityConfig } from '../../engine/types'
import { useApiQuery } from '../query/hooks'
import { FieldsTab } from './tabs/FieldsTab'
import type { Row } from './useEntityList'

/** related.<owner name> for the collection actions; undefined while the owner loads, or for a list with none */
export function useListOwner(config: EntityConfig): { related: Record<string, object> | undefined; owner: Row | undefined } {
  const source = config.list?.owner?.source
  const query = useApiQuery<Row>(source ?? '', {}, { enabled: source !== undefined })
  const name = config.list?.owner?.name
  return { owner: query.data, related: name && query.data ? { [name]: query.data } : undefined }
}

export function ListOwnerFields({ config, owner }: { config: EntityConfig; owner: Row | undefined }) {
  const fields = config.list?.owner?.fields
  if (!fields || !owner) return null
  return <FieldsTab config={config} item={owner} fields={fields} projectId={undefined} />
}
