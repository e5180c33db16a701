// The items of one relation an action names in `dependents` (beyond the spec, issue 11 item 6): the other kind's
// list filtered through its relation back, by id or by value (a floating IP's DNS records: ipv4 equal to its
// address). A kind listed only under its parent (001 §7 GET /dns/domains/{id}/records) is asked under each of the
// project's parents, found through its relation to them (dns_record.relations.domain: domain_id).
import { useQueries, useQuery } from '@tanstack/react-query'
import type { EntityConfig } from '../../engine/types'
import { registry } from '../../entities'
import type { ListResponse, Params } from '../api/types'
import { listParams } from '../entities/listParams'
import { relatedListOptions } from '../entities/relatedLists'
import { sourcesOf, type EntitySource } from '../entities/sources'
import { ownerValue, type ReverseRelation } from '../entities/tabs/RelatedListTab'
import { apiQueryOptions } from '../query/apiQuery'

type Row = Record<string, unknown>

export type DependentsState = { status: 'pending' } | { status: 'error' } | { status: 'success'; items: Row[]; count: number }

const PLACEHOLDER = /\{([^}]+)\}/g

/** the path placeholder of a list call that neither the project nor the filters fill (domain_id__eq) */
function unfilled(list: string, params: Params): string | undefined {
  return [...list.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').find((name) => name !== 'project_id' && params[name] === undefined)
}

/** the list of the parents whose id fills `placeholder`: the kind the listed one's id field points at */
function parentSource(config: EntityConfig, placeholder: string): EntitySource | undefined {
  const field = placeholder.replace(/__eq$/, '')
  const relation = Object.values(config.relations ?? {}).find((candidate) => candidate.cardinality === 'many-to-one' && candidate.id === field && candidate.key === undefined)
  return relation && registry.has(relation.kind) ? sourcesOf(relation.kind)[0] : undefined
}

export function useDependents(reverse: ReverseRelation | undefined, item: object, projectId: string | undefined, shown: number): DependentsState {
  const source = reverse ? sourcesOf(reverse.config.kind)[0] : undefined
  const value = reverse ? ownerValue(reverse, item) : ''
  const filters = reverse ? listParams(reverse.config, undefined, { ...reverse.when, [reverse.filterField]: value }) : {}
  const placeholder = source ? unfilled(source.list, filters) : undefined
  const parent = reverse && placeholder ? parentSource(reverse.config, placeholder) : undefined
  const enabled = source !== undefined && projectId !== undefined && value !== '' && (placeholder === undefined || parent !== undefined)
  const parents = useQuery({ ...relatedListOptions(parent ?? { list: '', route: '' }, projectId ?? ''), enabled: enabled && parent !== undefined })
  const under: Params[] = placeholder === undefined ? [{}] : (parents.data?.result ?? []).map((row) => ({ [placeholder]: String(row.id) }))
  const lists = useQueries({
    queries: under.map((extra) => ({ ...apiQueryOptions<ListResponse<Row>>(source?.list ?? '', { project_id: projectId ?? '', ...filters, ...extra, limit: shown }), enabled })),
  })
  if (!reverse || (placeholder !== undefined && parent === undefined) || parents.isError || lists.some((list) => list.isError)) return { status: 'error' }
  // an item without the value (an address not known yet) has nothing pointing at it
  if (value === '') return { status: 'success', items: [], count: 0 }
  if (!enabled || (parent !== undefined && parents.isPending) || lists.some((list) => list.isPending)) return { status: 'pending' }
  const answers = lists.flatMap((list) => (list.data ? [list.data] : []))
  return { status: 'success', items: answers.flatMap((answer) => answer.result).slice(0, shown), count: answers.reduce((sum, answer) => sum + answer.count, 0) }
}
