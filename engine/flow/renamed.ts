// A name the API changed: the provider answers a taken name with a free one ("scratch" → "scratch-1", 001 §5
// autorename), and saying only "Готово" would leave the user looking for "scratch". The dialog says the name the
// item got, and waits to be closed instead of closing after 1 s, so the user can read it.

export interface Renamed {
  /** the field the name was typed in */
  field: string
  asked: string
  given: string
}

function recordOf(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
}

/** The name the answer holds for a field: at its top, or in the one item the answer wraps ({ volume: {...} }). */
function answeredName(answer: Record<string, unknown>, field: string): unknown {
  if (field in answer) return answer[field]
  const wrapped = Object.values(answer)
    .map(recordOf)
    .filter((inner) => inner !== undefined)
  return wrapped.length === 1 ? wrapped[0]?.[field] : undefined
}

/** The first name field whose submitted value the call's answer replaced, if any. */
export function renamedByApi(nameFields: readonly string[], submitted: Record<string, unknown>, result: unknown): Renamed | undefined {
  const answer = recordOf(result)
  if (!answer) return undefined
  for (const field of nameFields) {
    const asked = submitted[field]
    const given = answeredName(answer, field)
    if (typeof asked === 'string' && asked !== '' && typeof given === 'string' && given !== asked) return { field, asked, given }
  }
  return undefined
}
