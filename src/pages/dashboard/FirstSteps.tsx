// The first hour (issue 10): after sign-up the dashboard leads the way, one step a line (top up, add an SSH key,
// order a server, as the configs' `pages.first_step` give them), each a link until it is done, then marked done.
// A step is done when its list has an item: the websocket patches those lists, so a step turns done live. Shown
// while a step was left when the page opened, so the last one is seen turning done too.
import { Box, Heading, HStack, List, Text } from '@chakra-ui/react'
import { useQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListResponse } from '../../api/types'
import { AppLink } from '../../app/RouterLink'
import { apiQueryOptions } from '../../query/apiQuery'
import { FIRST_STEPS, type FirstStep } from './firstSteps'

/** per step, done: its list holds a matching item; undefined while it loads or when it failed */
function useStepsDone(projectId: string | undefined): (boolean | undefined)[] {
  const answers = useQueries({
    queries: FIRST_STEPS.map((step) => {
      const perProject = step.endpoint.includes('{project_id}')
      const params = { ...(perProject ? { project_id: projectId } : {}), ...step.filter, limit: 1 }
      return { ...apiQueryOptions<ListResponse<unknown>>(step.endpoint, params), enabled: !perProject || projectId !== undefined }
    }),
  })
  return answers.map((answer) => (answer.data === undefined ? undefined : answer.data.count > 0))
}

function Step({ step, number, done }: { step: FirstStep; number: number; done: boolean | undefined }) {
  const { t } = useTranslation()
  const label = t(step.label)
  return (
    <List.Item>
      <HStack gap="3" align="baseline">
        <Text as="span" fontWeight="semibold" aria-hidden>
          {done ? '✓' : `${number}.`}
        </Text>
        {done ? (
          <Text as="span" color="fg.muted">
            {label} — {t('console.first_hour.done')}
          </Text>
        ) : (
          <AppLink to={step.path}>{label}</AppLink>
        )}
      </HStack>
    </List.Item>
  )
}

export function FirstSteps({ projectId }: { projectId: string | undefined }) {
  const { t } = useTranslation()
  const done = useStepsDone(projectId)
  const loaded = done.every((entry) => entry !== undefined)
  const anyLeft = done.some((entry) => entry === false)
  // decided once, when every step is known: shown when one was left then, and kept while the page is open
  const [shown, setShown] = useState<boolean | undefined>(undefined)
  // state adjusted while rendering (React's pattern for state derived once from props), no effect
  if (shown === undefined && loaded) setShown(anyLeft)
  if (!shown || FIRST_STEPS.length === 0) return null
  return (
    <Box as="section" aria-labelledby="first-hour-title" borderWidth="1px" rounded="l3" p="4" bg="bg.panel">
      <Heading as="h2" size="md" id="first-hour-title">
        {t('console.first_hour.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="3">
        {t('console.first_hour.description')}
      </Text>
      <List.Root as="ol" listStyle="none" gap="2">
        {FIRST_STEPS.map((step, index) => (
          <Step key={step.kind} step={step} number={index + 1} done={done[index]} />
        ))}
      </List.Root>
    </Box>
  )
}
