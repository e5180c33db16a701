import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ColorModeSwitch } from '../../../ui/theme/ColorModeSwitch'
import { useSignText } from '../../i18n/signText'
import { LanguageSwitch } from '../../shell/LanguageSwitch'

/** The frame of every sign page: the product, the language and light/dark switches, one card (texts without i18next: signText.ts). */
export function SignLayout({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const { t } = useSignText()
  return (
    <Flex minH="100dvh" align="center" justify="center" p="4" bg="bg.subtle">
      <Box as="main" w="full" maxW="md" bg="bg.panel" borderWidth="1px" rounded="l3" p={{ base: '6', md: '8' }} shadow="sm">
        <Flex justify="space-between" align="center" mb="6" gap="2">
          <Text fontWeight="bold">{t('app.title')}</Text>
          <HStack gap="1">
            <LanguageSwitch />
            <ColorModeSwitch labels={{ toLight: t('ui.color_mode.to_light'), toDark: t('ui.color_mode.to_dark') }} />
          </HStack>
        </Flex>
        <Heading as="h1" size="xl" mb="5">
          {title}
        </Heading>
        {children}
        {footer ? (
          <Stack gap="1" mt="6" fontSize="sm">
            {footer}
          </Stack>
        ) : null}
      </Box>
    </Flex>
  )
}
