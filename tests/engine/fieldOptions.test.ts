// Select options an API call answers (FieldConfig.options_from): the DBaaS order's datastores and the chosen
// datastore's flavors come from 001 §7 GET /projects/{id}/dbaas/datastores, not from the config.
import { describe, expect, it } from 'vitest'
import { optionsFromAnswer } from '../../engine/fieldOptions'
import { registry } from '../../entities'
import { decimalValue, numberProblem } from '../../ui/forms/rules'

const answer = {
  result: [
    { id: 'mysql-8', name: 'MySQL', version: '8.0', flavors: [{ id: 'db-1-2', vcpus: 1, ram: 2 }] },
    {
      id: 'postgresql-16',
      name: 'PostgreSQL',
      version: '16',
      flavors: [
        { id: 'db-2-4', vcpus: 2, ram: 4 },
        { id: 'db-4-8', vcpus: 4, ram: 8 },
      ],
    },
  ],
  count: 2,
}
const fields = registry.get('dbaas_cluster').actions.create!.dialog!.fields
const field = (name: string) => fields.find((candidate) => candidate.name === name)!

describe('options_from', () => {
  it('001 §7 datastores: the order page offers what the API lists, no fixed list', () => {
    expect(field('datastore').options).toBeUndefined()
    expect(field('datastore').options_from?.path).toBe('/projects/{project_id}/dbaas/datastores')
    expect(optionsFromAnswer(field('datastore'), answer, {})).toEqual([
      { value: 'mysql-8', label: 'dbaas_cluster.datastore_option', params: { id: 'mysql-8', name: 'MySQL', version: '8.0' } },
      { value: 'postgresql-16', label: 'dbaas_cluster.datastore_option', params: { id: 'postgresql-16', name: 'PostgreSQL', version: '16' } },
    ])
  })

  it("001 §7 flavor: the chosen datastore's flavors, as { vcpus, ram }; none before a datastore is chosen", () => {
    expect(field('flavor').options).toBeUndefined()
    expect(optionsFromAnswer(field('flavor'), answer, { datastore: 'postgresql-16' }).map((option) => option.value)).toEqual([
      { vcpus: 2, ram: 4 },
      { vcpus: 4, ram: 8 },
    ])
    expect(optionsFromAnswer(field('flavor'), answer, { datastore: 'mysql-8' }).map((option) => option.value)).toEqual([{ vcpus: 1, ram: 2 }])
    expect(optionsFromAnswer(field('flavor'), answer, {})).toEqual([])
    expect(optionsFromAnswer(field('flavor'), undefined, { datastore: 'mysql-8' })).toEqual([])
  })
})

describe('decimals (001 §5: S3 megabytes read back floored to 2 decimals)', () => {
  it('an S3 size quota takes up to 2 decimals; a count stays whole', () => {
    const quotas = registry.get('s3_user').actions.change_quotas!.dialog!.fields
    const space = quotas.find((candidate) => candidate.name === 'space_max')!
    const buckets = quotas.find((candidate) => candidate.name === 'buckets_max')!
    expect(space.decimals).toBe(2)
    expect(numberProblem(space, 1.5)).toBeUndefined()
    expect(numberProblem(space, 1.25)).toBeUndefined()
    expect(numberProblem(space, 1.255)).toEqual({ key: 'validation.decimals', params: { count: 2 } })
    expect(numberProblem(space, 0.5)).toEqual({ key: 'validation.min_value', params: { min: 1 } })
    expect(numberProblem(buckets, 1.5)).toEqual({ key: 'validation.integer' })
  })

  it('what is typed keeps one decimal point (a comma reads as one) and at most the decimals allowed; anything else is refused (000 §5)', () => {
    expect(decimalValue('1,5', 2)).toBe('1.5')
    expect(decimalValue('1.', 2)).toBe('1.')
    expect(decimalValue(' 2.34 ', 2)).toBe('2.34')
    expect(decimalValue('', 2)).toBe('')
    expect(decimalValue('2.345', 2)).toBeUndefined()
    expect(decimalValue('1.2.3', 2)).toBeUndefined()
    expect(decimalValue('1,5 МБ', 2)).toBeUndefined()
    expect(decimalValue('abc', 2)).toBeUndefined()
  })
})
