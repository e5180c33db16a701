// The notices of a list page (EntityConfig.list.notices): each an alert shown while its condition holds over the
// current project and the account (000 §4 Project: the backup service's states). Judged by the engine as the
// action rules are; nothing here names a kind.
import { Alert, Stack } from '@chakra-ui/react'
import { contextOf, holds } from '../../engine/evaluate'
import type { EntityConfig } from '../../engine/types'
import { registry } from '../../entities/index'
import { useText } from '../../ui/i18n/translate'
import { useActionEnv } from '../actions/ActionRunner'

export function ListNotices({ config }: { config: EntityConfig }) {
  const text = useText()
  const env = useActionEnv()
  const notices = config.list?.notices ?? []
  if (notices.length === 0) return null
  const context = contextOf({ item: {}, ...(env.project ? { project: env.project } : {}), account: env.account })
  const shown = notices.filter((notice) => holds(notice.when, context, config, registry.get))
  if (shown.length === 0) return null
  return (
    <Stack gap="2">
      {shown.map((notice) => (
        <Alert.Root key={notice.text} status={notice.level} role={notice.level === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{text(notice.text)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ))}
    </Stack>
  )
}
