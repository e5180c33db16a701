// Formik holds what the user types; the dialog machine must know it too (its OK guard reads the required
// checkboxes, its submit sends the values). Every changed value goes to the machine as CHANGE.
import { useFormikContext } from 'formik'
import { useEffect, useRef } from 'react'
import type { DialogEvent } from '../../engine/flow/dialogMachine'

export function SyncValues({ send }: { send: (event: DialogEvent) => void }) {
  const { values, initialValues } = useFormikContext<Record<string, unknown>>()
  const sent = useRef<Record<string, unknown>>(initialValues)
  useEffect(() => {
    for (const [field, value] of Object.entries(values)) {
      if (sent.current[field] !== value) send({ type: 'CHANGE', field, value })
    }
    sent.current = values
  }, [values, send])
  return null
}
