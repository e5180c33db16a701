// 001 §8: "Verification failed: not_enough_money → opens the payment-create dialog; the dialog shows missing
// amount, minimum balance, currency". This is what that dialog shows; the app puts it where it opens
// payments, and "Пополнить баланс" hands it the missing amount. Without onTopUp (no payment page to go to)
// the button is absent: a button that leads nowhere is no feature.
import { DataList, Heading, Stack, Text } from '@chakra-ui/react'
import type { MoneyFailure } from '../../engine/verification'
import { formatMoney } from '../format/money'
import { useId } from 'react'
import { useLanguage, useText } from '../i18n/translate'
import { PromptActions } from './PromptActions'

export interface NotEnoughMoneyPromptProps {
  /** the failed money check (engine/verification.ts verifyMoney) */
  outcome: Pick<MoneyFailure, 'reason' | 'missing' | 'minimum_balance' | 'currency'>
  /** goes to payment with the missing amount; without it there is no top-up button */
  onTopUp?: (amount: number) => void
  onCancel?: () => void
}

export function NotEnoughMoneyPrompt({ outcome, onTopUp, onCancel }: NotEnoughMoneyPromptProps) {
  const text = useText()
  const language = useLanguage()
  const money = (amount: number) => formatMoney(amount, language, outcome.currency)
  const headingId = useId()
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="md" id={headingId}>
        {text('ui.verification.money.title')}
      </Heading>
      <Text>{text(`error.${outcome.reason}`, { params: { missing: outcome.missing, minimum_balance: outcome.minimum_balance, currency: outcome.currency }, fallback: '' })}</Text>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>{text('ui.verification.money.missing')}</DataList.ItemLabel>
          <DataList.ItemValue>{money(outcome.missing)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{text('ui.verification.money.minimum_balance')}</DataList.ItemLabel>
          <DataList.ItemValue>{money(outcome.minimum_balance)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{text('ui.verification.money.currency')}</DataList.ItemLabel>
          <DataList.ItemValue>{outcome.currency}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <PromptActions onCancel={onCancel} proceed={onTopUp ? { label: text('ui.verification.money.top_up'), onClick: () => onTopUp(outcome.missing) } : undefined} />
    </Stack>
  )
}
