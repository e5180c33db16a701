// 000 §2 finance (children all and month, default all): the balance (000 §3 Balance), a top-up (000 §4
// Payments), what each resource costs with the balance runway, and the operations: all of them by month, or
// one month with its daily expenses. The query `topup` (a money prompt's missing amount, 001 §8) opens the
// top-up with it; `payment_id` (back from the gateway) shows the payment's outcome.
import { Box, Button, Card, Heading, HStack, Link as ChakraLink } from '@chakra-ui/react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useMatch, useNavigate, useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../ui/shell/PageHeader'
import { invalidateEndpoint } from '../../query/apiQuery'
import type { FinanceSearch } from '../../router/financeSearch'
import { PATHS } from '../../router/paths'
import { BalanceSummary } from './BalanceSummary'
import { KindLists } from './KindLists'
import { KindPanels } from './KindPanels'
import { FINANCE_ENDPOINTS, useBalance, useOperations, usePaymentMethods, type Payment } from './financeCalls'
import { InvoiceCreated } from './InvoiceCreated'
import { MonthView } from './MonthView'
import { OperationsByMonth } from './OperationsTable'
import { PaymentOutcomeAlert } from './PaymentOutcomeAlert'
import { PromoCodeForm } from './PromoCodeForm'
import { QrPayment, type QrTopUp } from './QrPayment'
import { ResourceCosts } from './ResourceCosts'
import { TopUpForm } from './TopUpForm'

type SearchChange = { [K in keyof FinanceSearch]?: FinanceSearch[K] | undefined }

/** a child of the page (all, month), marked when it is the one shown */
function ViewLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <ChakraLink asChild colorPalette="brand" color="colorPalette.fg" fontWeight={current ? 'semibold' : 'normal'}>
      <Link to={to} {...(current ? { 'aria-current': 'page' as const } : {})}>
        {children}
      </Link>
    </ChakraLink>
  )
}

const thisMonth = (): string => new Date().toISOString().slice(0, 7)

/** a credited payment or a daily deduction changes the balance: the lists that hold them are asked again */
function useOperationsFollowBalance() {
  const queryClient = useQueryClient()
  const balance = useBalance().data?.balance
  const seen = useRef<number | undefined>(undefined)
  useEffect(() => {
    const before = seen.current
    seen.current = balance
    // the first balance is what the lists were read with: only a change asks again
    if (balance === undefined || before === undefined || before === balance) return
    void invalidateEndpoint(queryClient, FINANCE_ENDPOINTS.operations)
    void invalidateEndpoint(queryClient, FINANCE_ENDPOINTS.consumption)
  }, [balance, queryClient])
}

function AllOperations() {
  const { t } = useTranslation()
  const operations = useOperations().data?.result ?? []
  return (
    <Box as="section" aria-labelledby="finance-operations">
      <Heading as="h2" size="lg" id="finance-operations" mb="3">
        {t('console.finance.operations')}
      </Heading>
      <OperationsByMonth operations={operations} />
    </Box>
  )
}

export function FinancePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const search: FinanceSearch = useSearch({ strict: false })
  const monthChild = useMatch({ from: '/lk/finance/month', shouldThrow: false }) !== undefined
  const methods = usePaymentMethods().data?.result ?? []
  const [topUpOpen, setTopUpOpen] = useState(search.topup !== undefined)
  const [qr, setQr] = useState<QrTopUp | undefined>(undefined)
  const [invoice, setInvoice] = useState<Payment | undefined>(undefined)
  useOperationsFollowBalance()
  const path = monthChild ? PATHS.finance_month : PATHS.finance_all
  const setSearch = (change: SearchChange) => void navigate({ to: path, search: (previous: FinanceSearch) => ({ ...previous, ...change }), replace: true })

  return (
    <Box>
      <PageHeader
        title={t('console.finance.title')}
        actions={
          <Button colorPalette="brand" onClick={() => setTopUpOpen((open) => !open)} aria-expanded={topUpOpen}>
            {t('console.finance.topup.open')}
          </Button>
        }
      />
      {search.payment_id ? <PaymentOutcomeAlert paymentId={search.payment_id} onClose={() => setSearch({ payment_id: undefined })} /> : null}
      {qr && search.payment_id === qr.id ? <QrPayment qr={qr} onClose={() => setQr(undefined)} /> : null}
      <BalanceSummary />
      {invoice ? <InvoiceCreated payment={invoice} onClose={() => setInvoice(undefined)} /> : null}
      {topUpOpen && methods.length > 0 ? (
        <Card.Root mb="6" as="section" aria-labelledby="finance-topup">
          <Card.Body>
            <Heading as="h2" size="lg" id="finance-topup" mb="3">
              {t('console.finance.topup.title')}
            </Heading>
            <TopUpForm
              methods={methods}
              {...(search.topup === undefined ? {} : { amount: search.topup })}
              onCreated={(payment) => {
                if (payment.payment_url) return window.location.assign(payment.payment_url)
                // a bank invoice awaits the transfer: its PDF is saved here
                if (!payment.qr_payload) return setInvoice(payment)
                // an SBP top-up is paid from a phone: the page stays, with the code and the payment's outcome
                setTopUpOpen(false)
                setQr({ id: payment.id, payload: payment.qr_payload })
                setSearch({ payment_id: payment.id })
              }}
            />
          </Card.Body>
        </Card.Root>
      ) : null}
      <Card.Root mb="6" as="section" aria-labelledby="finance-promo">
        <Card.Body>
          <Heading as="h2" size="lg" id="finance-promo" mb="3">
            {t('console.finance.promo.title')}
          </Heading>
          <PromoCodeForm />
        </Card.Body>
      </Card.Root>
      <ResourceCosts />
      <HStack as="nav" aria-label={t('console.finance.views')} gap="4" mb="4" borderBottomWidth="1px" pb="2">
        <ViewLink to={PATHS.finance_all} current={!monthChild}>
          {t('console.finance.tab.all')}
        </ViewLink>
        <ViewLink to={PATHS.finance_month} current={monthChild}>
          {t('console.finance.tab.month')}
        </ViewLink>
      </HStack>
      {monthChild ? null : <KindPanels path={PATHS.finance_all} />}
      {monthChild ? null : <KindLists path={PATHS.finance_all} />}
      {monthChild ? <MonthView month={search.month ?? thisMonth()} onMonth={(month) => setSearch({ month })} /> : <AllOperations />}
    </Box>
  )
}
