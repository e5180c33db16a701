// The answer of a call, handed to the action its `after.then` opens (a generated keypair's archive, a new token).

/** The call's answer as a record, if it is one. */
export function answerOf(result: unknown): Record<string, unknown> | undefined {
  return result !== null && typeof result === 'object' && !Array.isArray(result) ? (result as Record<string, unknown>) : undefined
}

/** The part of an evaluation context that holds the answer (`answer.<field>` paths). */
export function answerContext(answer: Record<string, unknown> | undefined): { answer?: Record<string, unknown> } {
  return answer ? { answer } : {}
}
