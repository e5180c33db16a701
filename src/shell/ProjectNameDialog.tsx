// A project's name: a new project, or a new name for the current one (POST /projects, PATCH /projects/{id}: the
// product's calls, the spec shows none). A 400 (a name taken) lands on the field with what was typed kept; after a
// new project is made, it becomes the current one.
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react'
import { Form, Formik } from 'formik'
import { useTranslation } from 'react-i18next'
import { PROJECTS } from '../../contract/constants'
import type { Project } from '../../generated/types/index.js'
import { isApiError } from '../api/errors'
import { api } from '../api/client'
import { ENDPOINTS } from '../query/apiQuery'
import { FormStatusAlert } from '../forms/FormStatusAlert'
import { TextField } from '../forms/TextField'
import { required, validator } from '../forms/validate'
import { useApiMutation } from '../query/useApiMutation'
import { setCurrentProjectId } from '../project/projectStore'

/** the API's code of a 400 on a name another project of the account has */
const NAME_TAKEN = 'project_name_in_use'

export interface ProjectNameDialogProps {
  /** the project to rename; none: a new project */
  project?: Project
  onClose: () => void
}

export function ProjectNameDialog({ project, onClose }: ProjectNameDialogProps) {
  const { t } = useTranslation()
  const title = t(project ? 'console.project.rename' : 'console.project.create')
  const save = useApiMutation({
    call: (name: string) => (project ? api.patch<Project>(`${ENDPOINTS.projects}/${encodeURIComponent(project.id)}`, { name }) : api.post<Project>(ENDPOINTS.projects, { name })),
    invalidates: [ENDPOINTS.projects],
  })
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Formik<{ name: string }>
              initialValues={{ name: project?.name ?? '' }}
              validate={validator<{ name: string }>(
                () => ({ name: [required] }),
                (key, params) => t(key, params ?? {}),
              )}
              onSubmit={async (values, form) => {
                const outcome = await save.submitForm(values.name.trim(), form, ['name'])
                if (!outcome.ok) {
                  // the API's text is English: a name taken is said in the interface's language
                  if (isApiError(outcome.error) && (outcome.error.body as { code?: unknown } | undefined)?.code === NAME_TAKEN) form.setFieldError('name', t('console.project.name_taken'))
                  return
                }
                if (!project) setCurrentProjectId(outcome.result.id)
                onClose()
              }}
            >
              {({ isSubmitting }) => (
                <Form noValidate aria-label={title}>
                  <Dialog.Header>
                    <Dialog.Title>{title}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="4">
                      <FormStatusAlert />
                      <TextField name="name" label={t('console.project.field.name')} maxLength={PROJECTS.name_max} />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose}>
                      {t('ui.cancel')}
                    </Button>
                    <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                      {title}
                    </Button>
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
