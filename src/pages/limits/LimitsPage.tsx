// 000 §2 limits: every limit of the current project (000 §3 Project limits: name, used, max), with how much is
// used, and a way to ask support for more: ticket creation prefilled with the limit (001 §8 limit_reached does the
// same from an order).
import { Box, Button, Progress, Skeleton, Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../ui/shell/PageHeader'
import { useWriteToSupport } from '../../actions/writeToSupport'
import type { ListResponse } from '../../api/types'
import { useCurrentProjectId } from '../../project'
import { useApiQuery } from '../../query/hooks'

interface Limit {
  name: string
  used: number
  max: number
}

const LIMITS = '/projects/{id}/limits'

export function LimitsPage() {
  const { t } = useTranslation()
  const projectId = useCurrentProjectId()
  const limits = useApiQuery<ListResponse<Limit>>(LIMITS, { id: projectId ?? '' }, { enabled: projectId !== undefined })
  const writeToSupport = useWriteToSupport()
  const rows = limits.data?.result ?? []
  const ask = (limit: Limit) => {
    const name = t(`limit.${limit.name}`)
    writeToSupport?.({ subject: t('console.limits.ticket_subject', { name }), text: t('console.limits.ticket_text', { name, used: limit.used, max: limit.max }) })
  }
  return (
    <Box>
      <PageHeader title={t('console.limits.title')} />
      {limits.isPending ? (
        <Skeleton height="40" />
      ) : rows.length === 0 ? (
        <Text color="fg.muted">{t('console.limits.none')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="l2" tabIndex={0}>
          <Table.Root size="sm" aria-label={t('console.limits.title')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('console.limits.column.name')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('console.limits.column.used')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('console.limits.column.max')}</Table.ColumnHeader>
                <Table.ColumnHeader minW="8rem">{t('console.limits.column.share')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((limit) => (
                <Table.Row key={limit.name}>
                  <Table.Cell>{t(`limit.${limit.name}`)}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {limit.used}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {limit.max}
                  </Table.Cell>
                  <Table.Cell>
                    <Progress.Root
                      value={limit.max > 0 ? Math.min(100, (limit.used / limit.max) * 100) : 100}
                      size="sm"
                      colorPalette={limit.used >= limit.max ? 'red' : 'brand'}
                      aria-label={t('console.limits.share', { name: t(`limit.${limit.name}`) })}
                    >
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {writeToSupport ? (
                      <Button size="xs" variant="outline" onClick={() => ask(limit)} aria-label={t('console.limits.ask_for', { name: t(`limit.${limit.name}`) })}>
                        {t('console.limits.ask')}
                      </Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  )
}
