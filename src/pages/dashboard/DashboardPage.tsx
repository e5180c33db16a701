// 000 §2 project/dashboard, the project home: the project's servers and disks, the balance and how long it
// lasts, and the way into each section that exists.
import { Badge, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState } from '../../../ui/shell/ErrorState'
import { PageHeader } from '../../../ui/shell/PageHeader'
import { preloadListPage } from '../../entities/preloadListPage'
import { useCurrentProject } from '../../project/currentProject'
import { menuEntries } from '../../shell/menu'
import { BalanceCard } from './BalanceCard'
import { CountCard } from './CountCard'
import { FirstSteps } from './FirstSteps'
import { COUNTED } from './useProjectCounts'

// the lists of kinds listed here need the configs: they load apart from the page's first paint
const DashboardEntityList = lazy(() => import('./DashboardEntityList').then((module) => ({ default: module.DashboardEntityList })))
const BasketBanner = lazy(() => import('./BasketBanner').then((module) => ({ default: module.BasketBanner })))

export function DashboardPage() {
  const { t } = useTranslation()
  const { project, isPending, isError, refetch } = useCurrentProject()
  const sections = menuEntries()
  const listOf = (kind: string) => sections.find((entry) => entry.kind === kind)?.path
  // the lists the menu and the cards lead to open without waiting for their code
  useEffect(preloadListPage, [])

  if (isError) return <ErrorState onRetry={refetch} />
  return (
    <Stack gap="6">
      <PageHeader
        title={isPending ? <Skeleton height="8" width="48" /> : (project?.name ?? t('console.project.none'))}
        description={t('console.dashboard.description')}
        actions={project && project.status !== 'ACTIVE' ? <Badge colorPalette="red">{t(`console.project.status.${project.status}`, { defaultValue: project.status })}</Badge> : undefined}
      />
      <Suspense fallback={null}>
        <BasketBanner />
      </Suspense>
      {project?.stopping_reason ? <Text color="fg.error">{t(`console.project.stopping_reason.${project.stopping_reason}`, { defaultValue: project.stopping_reason })}</Text> : null}
      <FirstSteps projectId={project?.id} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 5 }} gap="4">
        <BalanceCard />
        {COUNTED.map((counted) => {
          const href = listOf(counted.kind)
          return (
            <CountCard
              key={counted.key}
              label={t(counted.label)}
              endpoint={counted.endpoint}
              projectId={project?.id}
              {...(href ? { href } : {})}
              {...(counted.source ? { search: { source: counted.source } } : {})}
            />
          )
        })}
      </SimpleGrid>
      {COUNTED.filter((counted) => counted.list).map((counted) => (
        <Suspense key={counted.key} fallback={<Skeleton height="40" />}>
          <DashboardEntityList kind={counted.kind} projectId={project?.id} label={counted.label} />
        </Suspense>
      ))}
    </Stack>
  )
}
