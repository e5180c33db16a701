// entity_checklist: items of the project of the kind the field's picker names, to tick (SSH keys for a new
// server), and a button that creates one more with that kind's own create action, over the page. The value is the
// ticked ids.
import { Button, Stack, Text } from '@chakra-ui/react'
import type { FieldWidget } from '../../../../ui/forms/FormField'
import { describedBy, FieldShell } from '../../../../ui/forms/fields/FieldShell'
import { useFormField } from '../../../../ui/forms/rules'
import { useText, entityKeys } from '../../../../ui/i18n/translate'
import { registry } from '../../../../entities'
import { useRunAction, useActionEnv } from '../../../actions/ActionRunner'
import { usePickers } from '../../../actions/pickers'

const CREATE = 'create'

export const EntityChecklist: FieldWidget = ({ field, label, required }) => {
  const text = useText()
  const env = useActionEnv()
  const run = useRunAction()
  const state = useFormField<string[] | ''>(field.name)
  const kind = field.picker?.kind ?? ''
  const options = usePickers(kind, { fields: [{ ...field, kind: 'entity_picker' }] }, env)?.[field.name]?.options ?? []
  const ticked = Array.isArray(state.value) ? state.value : []
  const canCreate = registry.has(kind) && registry.evaluateAction(kind, CREATE, { item: {}, account: env.account, ...(env.project ? { project: env.project } : {}) }).enabled
  return (
    <FieldShell label={label} error={state.error} required={required} disabled={state.disabled}>
      {(control) => (
        <Stack gap="2" role="group" aria-label={label} {...describedBy(control)}>
          {options.length === 0 ? <Text color="fg.muted">{text('console.order.none_yet')}</Text> : null}
          {options.map((option) => (
            <label key={String(option.value)}>
              <input
                type="checkbox"
                checked={ticked.includes(String(option.value))}
                disabled={state.disabled}
                onChange={(event) => {
                  const id = String(option.value)
                  state.setValue(event.target.checked ? [...ticked, id] : ticked.filter((value) => value !== id))
                  state.onBlur()
                }}
              />{' '}
              {option.label}
            </label>
          ))}
          {canCreate ? (
            <Button alignSelf="flex-start" size="sm" variant="outline" disabled={state.disabled} onClick={() => run(kind, CREATE)}>
              {text(entityKeys.action(kind, CREATE))}
            </Button>
          ) : null}
        </Stack>
      )}
    </FieldShell>
  )
}
