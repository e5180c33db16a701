import { Alert, CloseButton, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { dismissNotice, useNotices } from '../query/notices'

/** Errors of calls made outside a form (src/query/showError.ts), one way everywhere. */
export function NoticeList() {
  const { t } = useTranslation()
  const notices = useNotices()
  if (notices.length === 0) return null
  return (
    <Stack gap="2" mb="4" aria-live="assertive">
      {notices.map((notice) => (
        <Alert.Root key={notice.id} status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(notice.message_key)}</Alert.Title>
            {notice.message && notice.message !== t(notice.message_key) ? <Alert.Description>{notice.message}</Alert.Description> : null}
          </Alert.Content>
          <CloseButton size="sm" aria-label={t('app.notice.dismiss')} onClick={() => dismissNotice(notice.id)} />
        </Alert.Root>
      ))}
    </Stack>
  )
}
