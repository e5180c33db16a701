// "Write to support" (000 §2: alerts can offer a write-to-support link opening ticket creation; 001 §8: limit_reached
// opens the ticket-create dialog prefilled): the collection action whose config says `write_to_support`, opened over
// the page with the subject and the text filled in. No kind is named: the config that has the flag is found.
import { entityConfigs } from '../../entities'
import { useRunAction } from './ActionRunner'

export interface SupportPrefill {
  subject?: string
  text?: string
}

/** the kind and action write-to-support opens, and its fields for the subject and the text */
export function writeToSupportTarget(): { kind: string; action: string; fields: { subject: string; text: string } } | undefined {
  for (const config of entityConfigs) {
    for (const [action, declared] of Object.entries(config.actions)) {
      if (declared.write_to_support) return { kind: config.kind, action, fields: declared.write_to_support }
    }
  }
  return undefined
}

/** opens ticket creation filled with the context; undefined when no config offers it (nothing to link to) */
export function useWriteToSupport(): ((prefill: SupportPrefill) => void) | undefined {
  const run = useRunAction()
  const target = writeToSupportTarget()
  if (!target) return undefined
  return (prefill) =>
    run(target.kind, target.action, {
      initialValues: { ...(prefill.subject ? { [target.fields.subject]: prefill.subject } : {}), ...(prefill.text ? { [target.fields.text]: prefill.text } : {}) },
    })
}
