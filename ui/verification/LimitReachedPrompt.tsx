// 001 §8: "Verification failed: limit_reached → opens the ticket-create dialog prefilled with used and max per
// limit". This shows each rejected limit and hands the app the ticket's prefilled text. Without
// onWriteToSupport (no support page to go to) the button is absent: a button that leads nowhere is no feature.
import { Heading, Stack, Table, Text } from '@chakra-ui/react'
import type { RejectedLimit } from '../../engine/verification'
import { useId } from 'react'
import { useText, type Text as Translate } from '../i18n/translate'
import { PromptActions } from './PromptActions'

export interface LimitReachedPromptProps {
  /** the limits the order exceeds (engine/verification.ts verifyLimits) */
  rejected: readonly RejectedLimit[]
  /** opens ticket creation with this text; without it there is no support button */
  onWriteToSupport?: (prefill: string) => void
  onCancel?: () => void
}

const limitLabel = (text: Translate, name: string) => text(`limit.${name}`, { fallback: name })

/** The ticket's text: one line per limit with used, max and what the order needs. */
export function limitRequestText(rejected: readonly RejectedLimit[], text: Translate): string {
  const lines = rejected.map((limit) => text('ui.verification.limits.prefill_line', { params: { name: limitLabel(text, limit.name), used: limit.used, max: limit.max, requested: limit.requested } }))
  return [text('ui.verification.limits.prefill_intro'), ...lines].join('\n')
}

export function LimitReachedPrompt({ rejected, onWriteToSupport, onCancel }: LimitReachedPromptProps) {
  const text = useText()
  const headingId = useId()
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="md" id={headingId}>
        {text('ui.verification.limits.title')}
      </Heading>
      <Text>{text('ui.verification.limits.text')}</Text>
      <Table.Root size="sm" aria-labelledby={headingId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{text('ui.verification.limits.limit')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{text('ui.verification.limits.used')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{text('ui.verification.limits.max')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{text('ui.verification.limits.requested')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rejected.map((limit) => (
            <Table.Row key={limit.name}>
              <Table.Cell>{limitLabel(text, limit.name)}</Table.Cell>
              <Table.Cell textAlign="end">{limit.used}</Table.Cell>
              <Table.Cell textAlign="end">{limit.max}</Table.Cell>
              <Table.Cell textAlign="end">{limit.requested}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <PromptActions onCancel={onCancel} proceed={onWriteToSupport ? { label: text('error.write_to_support'), onClick: () => onWriteToSupport(limitRequestText(rejected, text)) } : undefined} />
    </Stack>
  )
}
