// A basket page (the config's `basket`; 000 §2 cart, 000 §4 Cart): every product with its options and order state,
// the total price, and ordering them all: each product in turn goes submitting, then ok or failed with the error it
// keeps, and the others go on. A money or limit refusal marks its product failed and opens its prompt (001 §8) once
// the run is over. Removing a product and clearing run the basket's own actions; what the config's rules block
// (000 §4: while processing, with no real products) is disabled with its reason.
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { CURRENCY } from '../../../../contract/constants'
import type { VerificationFailure } from '../../../../engine/errors/signals'
import { orderPrice } from '../../../../engine/verification'
import type { ActionInput } from '../../../../engine/types'
import { registry } from '../../../../entities/index'
import { PriceSlot } from '../../../../ui/dialog/DialogForm'
import { useText } from '../../../../ui/i18n/translate'
import { api } from '../../../api/client'
import { useActionEnv, type ActionEnv } from '../../../actions/ActionRunner'
import { runFlow, useFlowDeps } from '../../../actions/flow'
import { VerificationPrompt } from '../../../actions/VerificationPrompt'
import { detailOfRoute } from '../../sources'
import type { PageWidgetProps } from '../types'
import { BasketProduct, type ProductOrder } from './BasketProduct'
import { orderBody, productsOf, projectOf, saveProduct, type Product } from './products'

/** the env of a product: the project its options name (000 §3: options incl. project_id) */
function envOf(env: ActionEnv, product: Product): ActionEnv {
  const id = projectOf(product)
  return id && env.project?.id !== id ? { ...env, project: { ...env.project, id } } : env
}

export function ProductBasket({ config, item }: PageWidgetProps) {
  const basket = config.basket
  if (!basket) throw new Error(`Entity ${config.kind} has no basket (pages.widgets names product_basket)`)
  const text = useText()
  const env = useActionEnv()
  const deps = useFlowDeps(api, env)
  const queryClient = useQueryClient()
  const orders = useRef(new Map<string, ProductOrder>())
  // 000 §3 Cart: a password a product's options cannot hold, kept in this page by product until it is ordered
  const [secrets, setSecrets] = useState<Record<string, Record<string, unknown>>>({})
  const onSecrets = useCallback((id: string, kept: Record<string, unknown>) => setSecrets((all) => ({ ...all, [id]: kept })), [])
  const [running, setRunning] = useState(false)
  const [prompt, setPrompt] = useState<VerificationFailure>()
  const [failure, setFailure] = useState<string>()
  const products = productsOf(basket, item)
  const detail = detailOfRoute(config.kind, 'page')
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: [detail] }), [queryClient, detail])
  const input: ActionInput = { item, ...(env.project ? { project: env.project } : {}), account: env.account }
  const verdict = (action: string) => registry.evaluateAction(config.kind, action, input)
  const orderVerdict = verdict(basket.actions.order)
  const removeVerdict = verdict(basket.actions.remove)
  const clearVerdict = verdict(basket.actions.clear)
  const locked = running || !orderVerdict.enabled

  const onOrder = useCallback((id: string, order: ProductOrder | undefined) => {
    if (order) orders.current.set(id, order)
    else orders.current.delete(id)
  }, [])

  const run = async (actionName: string, payload: Record<string, unknown> = {}) => {
    setFailure(undefined)
    const action = config.actions[actionName]
    if (!action) throw new Error(`Action ${actionName} not found for entity ${config.kind}`)
    const output = await runFlow(deps, { kind: config.kind, actionName, action, item, payload, ...(env.project ? { project: env.project } : {}), account: env.account })
    if (output.kind === 'failed') setFailure(output.error instanceof Error ? output.error.message : text('console.basket.failed'))
    await refresh()
  }

  // 000 §4 Cart: each product submitting, then ok or failed with its error; a failure does not stop the others
  const orderAll = async () => {
    setRunning(true)
    setFailure(undefined)
    let refusal: VerificationFailure | undefined
    try {
      for (const product of products) {
        const order = orders.current.get(product.id)
        if (!order) continue
        await saveProduct(api, basket, product, { status: 'submitting' })
        await refresh()
        const result: Awaited<ReturnType<ProductOrder>> = await order().catch((error: unknown) => ({ done: false, error: error instanceof Error ? error.message : String(error) }))
        await saveProduct(api, basket, product, result.done ? { status: 'ok' } : { status: 'failed', error: result.error ?? text('console.basket.failed') })
        refusal ??= result.prompt
        await refresh()
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      await refresh()
    } finally {
      setRunning(false)
    }
    if (refusal) setPrompt(refusal)
  }

  const prices = env.projectData?.prices
  const total = prices
    ? products.reduce(
        (sum, product) => {
          const target = basket.orders[product.kind]
          const price = target ? orderPrice(registry.get(target.kind), target.action, orderBody(product), { item: {} }, prices, registry.get, false) : undefined
          return price ? { hour: sum.hour + price.hour, month: sum.month + price.month } : sum
        },
        { hour: 0, month: 0 },
      )
    : undefined
  const ended = products.length > 0 && products.every((product) => product.status === 'ok' || product.status === 'failed')
  const okCount = products.filter((product) => product.status === 'ok').length

  if (products.length === 0)
    return (
      <Text role="status" color="fg.muted">
        {text('console.basket.empty')}
      </Text>
    )
  return (
    <Stack gap="4" maxW="3xl">
      {ended ? (
        <Alert.Root status={okCount === products.length ? 'success' : 'warning'} role="status">
          <Alert.Indicator />
          <Alert.Title>{text('console.basket.result', { params: { ok: okCount, total: products.length } })}</Alert.Title>
        </Alert.Root>
      ) : null}
      {failure ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      ) : null}
      {products.map((product) => {
        const target = basket.orders[product.kind]
        return target ? (
          <BasketProduct
            key={`${product.id}:${product.status ?? ''}:${JSON.stringify(product.options ?? {})}`}
            basket={basket}
            product={product}
            target={target}
            env={envOf(env, product)}
            locked={locked}
            removeReason={removeVerdict.enabled && !running ? undefined : (removeVerdict.reason ?? 'ui.dialog.unavailable')}
            removeLabel={text(`${config.kind}.action.${basket.actions.remove}`)}
            onOrder={onOrder}
            secrets={secrets[product.id] ?? {}}
            onSecrets={onSecrets}
            onSave={async (saved, options) => {
              await saveProduct(api, basket, saved, { options })
              await refresh()
            }}
            onRemove={(removed) => void run(basket.actions.remove, { product_id: removed.id })}
          />
        ) : null
      })}
      <Box position="sticky" bottom="0" bg="bg" borderTopWidth="1px" py="3">
        <PriceSlot price={total ? { ...total, currency: CURRENCY } : undefined} title={text('console.basket.total')} />
        {!orderVerdict.enabled && orderVerdict.reason ? (
          <Text color="fg.muted" fontSize="sm" mt="2">
            {text(orderVerdict.reason)}
          </Text>
        ) : null}
        <HStack mt="3" justify="flex-end" wrap="wrap">
          <Button variant="outline" disabled={running || !clearVerdict.enabled} onClick={() => void run(basket.actions.clear)}>
            {text(`${config.kind}.action.${basket.actions.clear}`)}
          </Button>
          <Button colorPalette="brand" disabled={locked} loading={running} loadingText={text('ui.dialog.processing')} onClick={() => void orderAll()}>
            {text(`${config.kind}.action.${basket.actions.order}`)}
          </Button>
        </HStack>
      </Box>
      {prompt ? <VerificationPrompt failure={prompt} onClose={() => setPrompt(undefined)} navigate={deps.navigate} /> : null}
    </Stack>
  )
}
