// The serializable form of an entity config: what schemas/config/entity-config.schema.json validates.
// A config is data except for its facts' compute functions; those are dropped (reads and spec stay).
import type { EntityConfig, Fact, Json } from './types'

export type SerializableFact = Omit<Fact, 'compute'>
export type SerializableConfig = Omit<EntityConfig, 'facts'> & { facts?: Record<string, SerializableFact> }

/** A plain-JSON copy of the config (undefined properties dropped), each fact without its compute. */
export function serializableConfig(config: EntityConfig): SerializableConfig {
  const { facts, ...rest } = config
  const withFacts = facts === undefined ? rest : { ...rest, facts: Object.fromEntries(Object.entries(facts).map(([name, { reads, spec }]) => [name, { reads, spec }])) }
  return JSON.parse(JSON.stringify(withFacts, rejectFunctions(config.kind))) as SerializableConfig
}

/** A function anywhere but in a fact's compute is a defect of the config, not something to drop silently. */
function rejectFunctions(kind: string) {
  return (key: string, value: unknown): Json | undefined => {
    if (typeof value === 'function') throw new Error(`Entity ${kind}: ${key} is a function; only a fact's compute may be code`)
    return value as Json | undefined
  }
}
