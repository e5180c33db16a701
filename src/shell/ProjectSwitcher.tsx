import { NativeSelect, Spinner, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useCurrentProject } from '../project/currentProject'
import { setCurrentProjectId } from '../project/projectStore'

/** The current project (GET /projects); the choice is remembered. One project: its name, no choice to make. */
export function ProjectSwitcher() {
  const { t } = useTranslation()
  const { project, projects, isPending, isError } = useCurrentProject()
  if (isPending) return <Spinner size="sm" aria-label={t('console.project.loading')} />
  if (isError || !project) return <Text color="fg.muted">{t(isError ? 'console.project.load_failed' : 'console.project.none')}</Text>
  // a long name ends in an ellipsis on a narrow header instead of wrapping a letter per line
  if (projects.length === 1)
    return (
      <Text fontWeight="medium" truncate title={project.name}>
        {project.name}
      </Text>
    )
  return (
    <NativeSelect.Root size="sm" width="auto" minW={{ base: '24', md: '40' }} maxW="full">
      <NativeSelect.Field aria-label={t('console.project.label')} value={project.id} onChange={(event) => setCurrentProjectId(event.currentTarget.value)}>
        {projects.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
