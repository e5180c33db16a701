// One product of a basket (000 §3 Cart / cart_product): what it is, its order state (000 §4: submitting, ok, failed
// with the error it keeps), its price, and its options, edited with the very fields of the order form of the kind it
// orders (the config's basket.orders: a server's with the server order page's). It hands the basket its order: the
// flow of that kind's action, started from the options (money and limit checks, the call). A password field's value
// is never saved with the product (000 §3 Cart lists no password among the options): it lives in the page only.
import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Form, Formik } from 'formik'
import { useEffect, useId, useState } from 'react'
import type { VerificationFailure } from '../../../../engine/errors/signals'
import type { BasketConfig } from '../../../../engine/types'
import { ratesOf } from '../../../../engine/rates'
import { PriceSlot, validateForm } from '../../../../ui/dialog/DialogForm'
import { RateNote } from '../../../../ui/money/RateNote'
import { FormField } from '../../../../ui/forms/FormField'
import { initialFieldValues } from '../../../../ui/forms/rules'
import { useText } from '../../../../ui/i18n/translate'
import { api } from '../../../api/client'
import type { ActionEnv } from '../../../actions/ActionRunner'
import { useFlowDeps } from '../../../actions/flow'
import { apiPayload, formValuesOf, useActionForm } from '../../../actions/useActionForm'
import { usePickers } from '../../../actions/pickers'
import { ItemStatus } from '../../ItemStatus'
import { ORDER_WIDGETS } from '../../order/widgets'
import { failureText, optionsOf, orderBody, type Product } from './products'

/** the basket's way to order a product: done, or the error the product keeps, and a refusal's prompt (001 §8) */
export type ProductOrder = () => Promise<{ done: boolean; error?: string; prompt?: VerificationFailure }>

interface BasketProductProps {
  basket: BasketConfig
  product: Product
  target: { kind: string; action: string }
  env: ActionEnv
  /** the basket's actions are disabled (000 §4: while processing) */
  locked: boolean
  removeReason: string | undefined
  removeLabel: string
  onOrder: (id: string, order: ProductOrder | undefined) => void
  onSave: (product: Product, options: Record<string, unknown>) => Promise<void>
  onRemove: (product: Product) => void
  /** what the product's password fields took: kept by the basket, as a product is drawn anew when its options change */
  secrets: Record<string, unknown>
  onSecrets: (id: string, secrets: Record<string, unknown>) => void
}

export function BasketProduct({ basket, product, target, env, locked, removeReason, removeLabel, onOrder, onSave, onRemove, secrets, onSecrets }: BasketProductProps) {
  const text = useText()
  const headingId = useId()
  const deps = useFlowDeps(api, env)
  const form = useActionForm({ kind: target.kind, actionName: target.action, item: {} }, env, deps)
  const fields = form.action.dialog?.fields ?? []
  const pickers = usePickers(target.kind, form.action.dialog, env)
  // 000 §3 Cart: a server order's options hold no root password; what a password field takes stays in this page
  // (the cart is never sent it) until the order is sent
  const values = { ...initialFieldValues(fields, formValuesOf(form.action, orderBody(product)), form.input), ...secrets }
  const [editing, setEditing] = useState(false)
  const [saveError, setSaveError] = useState<string>()

  // the order the basket runs: the form's checks first (a product the site left incomplete fails on its field),
  // then the action's flow, as its order page would run it
  useEffect(() => {
    const order: ProductOrder = async () => {
      if (!form.verdict.enabled) {
        return { done: false, error: form.verdict.reason ? text(form.verdict.reason) : text('ui.dialog.unavailable') }
      }
      const problems = await validateForm(fields, values, { input: form.input }, text, form.validate)
      const [field, message] = Object.entries(problems)[0] ?? []
      if (field !== undefined && message !== undefined) {
        const label = fields.find((candidate) => candidate.name === field)?.label
        return { done: false, error: label ? `${text(label)}: ${text(message)}` : text(message) }
      }
      const output = await form.submit({ values })
      if (output.kind === 'done') {
        onSecrets(product.id, {})
        return { done: true }
      }
      if (output.kind === 'prompt')
        return { done: false, error: text(output.verification.reason === 'limit_reached' ? 'console.basket.refused.limits' : 'console.basket.refused.money'), prompt: output.verification }
      return { done: false, error: failureText(output, fields, text) ?? text('console.basket.failed') }
    }
    onOrder(product.id, product.status === 'ok' ? undefined : order)
    return () => onOrder(product.id, undefined)
  })

  const price = form.price(values)
  const kindLabel = text(`${basket.product_kind}.kind.${product.kind}`)
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <Stack gap="0">
            <Heading as="h2" size="md" id={headingId}>
              {kindLabel} {product.num ?? ''}
            </Heading>
            {product.label ? <Text color="fg.muted">{product.label}</Text> : null}
          </Stack>
          {product.status ? <ItemStatus kind={basket.product_kind} status={product.status} /> : null}
        </HStack>
        {product.status === 'failed' && product.error !== undefined ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{typeof product.error === 'string' ? product.error : JSON.stringify(product.error)}</Alert.Title>
          </Alert.Root>
        ) : null}
        {form.action.price ? (
          <PriceSlot price={price} waiting={price === null ? 'invalid' : 'loading'} />
        ) : form.action.rates ? (
          // 000 §4 Cart: s3_storage and backup are consumption-billed: their price per unit of what they hold
          <RateNote rates={ratesOf(form.action.rates, env.projectData?.prices)} />
        ) : (
          // 000 §4 Cart: s3_storage and backup are consumption-billed: what they cost follows what they hold
          <Text role="note" color="fg.muted">
            {text('console.basket.consumption_billed')}
          </Text>
        )}
        {editing ? (
          <Formik<Record<string, unknown>>
            initialValues={values}
            validate={(current) => validateForm(fields, current, { input: form.input }, text, form.validate)}
            validateOnBlur={false}
            validateOnChange={false}
            onSubmit={async (current) => {
              setSaveError(undefined)
              try {
                const secret = new Set(fields.filter((field) => field.kind === 'password').map((field) => field.name))
                onSecrets(product.id, Object.fromEntries(Object.entries(current).filter(([name]) => secret.has(name))))
                await onSave(product, optionsOf(product, apiPayload(form.action, Object.fromEntries(Object.entries(current).filter(([name]) => !secret.has(name))))))
                setEditing(false)
              } catch (error) {
                setSaveError(error instanceof Error ? error.message : String(error))
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label={text('console.basket.edit_form', { params: { name: `${kindLabel} ${product.num ?? ''}` } })}>
                <Stack gap="4">
                  {fields.map((field) => (
                    <FormField key={field.name} field={field} widgets={ORDER_WIDGETS} {...(pickers?.[field.name] ? { picker: pickers[field.name] } : {})} />
                  ))}
                  {saveError ? (
                    <Text role="alert" color="fg.error">
                      {saveError}
                    </Text>
                  ) : null}
                  <HStack justify="flex-end" wrap="wrap">
                    <Button variant="outline" onClick={() => setEditing(false)} disabled={isSubmitting}>
                      {text('ui.cancel')}
                    </Button>
                    <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                      {text('console.basket.save')}
                    </Button>
                  </HStack>
                </Stack>
              </Form>
            )}
          </Formik>
        ) : (
          <HStack justify="flex-end" wrap="wrap">
            <Button variant="outline" size="sm" disabled={locked || product.status === 'ok' || product.status === 'submitting'} onClick={() => setEditing(true)}>
              {text('console.basket.edit')}
            </Button>
            <Button variant="outline" size="sm" colorPalette="red" disabled={removeReason !== undefined} title={removeReason ? text(removeReason) : undefined} onClick={() => onRemove(product)}>
              {removeLabel}
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  )
}
