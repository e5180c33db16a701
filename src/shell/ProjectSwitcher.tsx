import { HStack, NativeSelect, Spinner, Text } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ActionMenu } from '../../ui/actions/ActionMenu'
import { useCurrentProject } from '../project/currentProject'
import { setCurrentProjectId } from '../project/projectStore'

// the dialog and its form library load when it first opens, not with every signed-in page's shell
const ProjectNameDialog = lazy(() => import('./ProjectNameDialog').then((module) => ({ default: module.ProjectNameDialog })))

const ALLOWED = { visible: true, enabled: true }

/**
 * The current project (GET /projects); the choice is remembered and every project page follows it. One project: its
 * name, no choice to make. Beside it, a menu to make a new project or rename the current one.
 */
export function ProjectSwitcher() {
  const { t } = useTranslation()
  const { project, projects, isPending, isError } = useCurrentProject()
  const [dialog, setDialog] = useState<'create' | 'rename' | undefined>()
  if (isPending) return <Spinner size="sm" aria-label={t('console.project.loading')} />
  if (isError || !project) return <Text color="fg.muted">{t(isError ? 'console.project.load_failed' : 'console.project.none')}</Text>
  // a long name ends in an ellipsis on a narrow header instead of wrapping a letter per line
  const current =
    projects.length === 1 ? (
      <Text fontWeight="medium" truncate title={project.name}>
        {project.name}
      </Text>
    ) : (
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
  return (
    <HStack gap="1" minW="0">
      {current}
      <ActionMenu
        label={t('console.project.actions')}
        trigger="⋯"
        size="xs"
        actions={[
          { name: 'create', label: t('console.project.create'), verdict: ALLOWED },
          { name: 'rename', label: t('console.project.rename'), verdict: ALLOWED },
        ]}
        onSelect={(name) => setDialog(name === 'create' ? 'create' : 'rename')}
      />
      {dialog ? (
        <Suspense fallback={null}>
          <ProjectNameDialog {...(dialog === 'rename' ? { project } : {})} onClose={() => setDialog(undefined)} />
        </Suspense>
      ) : null}
    </HStack>
  )
}
