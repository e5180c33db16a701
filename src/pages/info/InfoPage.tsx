// 000 §2 "entitynotfound, suspicious_activity, maintenance | Informational pages", inside the shell (the menu stays
// in reach): a heading, what happened, and what to do.
import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AppLink } from '../../app/RouterLink'
import { PATHS } from '../../router/paths'

/** the informational pages, and the further sections 000 §2 names without their content */
export type InfoPageName = 'entitynotfound' | 'suspicious_activity' | 'maintenance' | 'kubernetes' | 'database' | 'monitoring'

export function InfoPage({ page, action }: { page: InfoPageName; action?: { label: string; onClick: () => void } }) {
  const { t } = useTranslation()
  return <InfoLayout title={t(`console.info.${page}.title`)} text={t(`console.info.${page}.text`)} action={action} home={<AppLink to={PATHS.dashboard}>{t('console.info.home')}</AppLink>} />
}

function InfoLayout({ title, text, action, home }: { title: string; text: string; action: { label: string; onClick: () => void } | undefined; home: ReactNode }) {
  return (
    <Stack gap="4" py="12" maxW="xl" marginX="auto" textAlign="center" alignItems="center">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      {action ? (
        <Button colorPalette="brand" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
      {home}
    </Stack>
  )
}
