import { Box, Skeleton, Stat } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { RetryLink } from '../../../ui/shell/RetryLink'
import { AppLink } from '../../app/RouterLink'
import { useProjectCount } from './useProjectCounts'

export interface CountCardProps {
  label: string
  endpoint: string
  projectId: string | undefined
  /** the list page, when the section exists */
  href?: string
  /** the list page's search (`source`: one source's items alone) */
  search?: Record<string, string | number>
}

export function CountCard({ label, endpoint, projectId, href, search }: CountCardProps) {
  const { t } = useTranslation()
  const { count, isPending, isError, refetch } = useProjectCount(endpoint, projectId)
  return (
    <Box borderWidth="1px" rounded="l3" p="4" bg="bg.panel">
      {/* a <dl> holds only its term and value: the retry sits in the value, the link after the list */}
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText>{isError ? <RetryLink onRetry={refetch}>{t('console.dashboard.retry')}</RetryLink> : isPending ? <Skeleton height="8" width="12" /> : count}</Stat.ValueText>
      </Stat.Root>
      {href ? (
        <AppLink to={href} {...(search ? { search } : {})} label={t('console.dashboard.open_section', { section: label })}>
          {t('console.dashboard.open')}
        </AppLink>
      ) : null}
    </Box>
  )
}
