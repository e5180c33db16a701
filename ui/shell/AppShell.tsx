import { Box, chakra, Flex, Grid, HStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useText } from '../i18n/translate'
import { ColorModeToggle } from '../theme/ColorModeToggle'

export interface AppShellProps {
  /** the logo or product name at the top left (a link home, drawn by the app) */
  logo?: ReactNode
  /** the left navigation (NavMenu) */
  nav?: ReactNode
  /** header slots, drawn left to right after the logo */
  projectSwitcher?: ReactNode
  balance?: ReactNode
  languageSwitcher?: ReactNode
  /** the light/dark switch; ColorModeToggle by default, null for none */
  colorModeToggle?: ReactNode
  /** anything else at the right of the header (profile menu) */
  headerEnd?: ReactNode
  /** a banner across the top (Banner: project stopped, unverified account, maintenance) */
  banner?: ReactNode
  children: ReactNode
}

/** The console's layout: banner, header, left navigation and the main area, with landmarks and a skip link. */
export function AppShell({ logo, nav, projectSwitcher, balance, languageSwitcher, colorModeToggle, headerEnd, banner, children }: AppShellProps) {
  const text = useText()
  return (
    <Flex direction="column" minH="100dvh" bg="bg">
      <chakra.a href="#main" position="absolute" left="2" top="-20" zIndex="skipLink" bg="bg.panel" px="3" py="2" rounded="l2" _focus={{ top: '2' }}>
        {text('ui.shell.skip_to_content')}
      </chakra.a>
      {banner ? <Box flexShrink={0}>{banner}</Box> : null}
      <Box as="header" aria-label={text('ui.shell.header')} borderBottomWidth="1px" bg="shell.header" flexShrink={0}>
        <HStack gap="4" px="4" h="14">
          {logo ? <Box flexShrink={0}>{logo}</Box> : null}
          {projectSwitcher ? <Box minW="0">{projectSwitcher}</Box> : null}
          <Box flex="1" />
          {balance ?? null}
          {languageSwitcher ?? null}
          {colorModeToggle === undefined ? <ColorModeToggle /> : colorModeToggle}
          {headerEnd ?? null}
        </HStack>
      </Box>
      <Grid flex="1" templateColumns={nav ? { base: '1fr', md: '15rem 1fr' } : '1fr'} minH="0">
        {nav ? (
          <Box as="nav" aria-label={text('ui.shell.navigation')} borderRightWidth={{ md: '1px' }} bg="shell.nav" p="3" overflowY="auto">
            {nav}
          </Box>
        ) : null}
        <Box as="main" id="main" tabIndex={-1} minW="0" p={{ base: '4', md: '6' }} _focus={{ outline: 'none' }}>
          {children}
        </Box>
      </Grid>
    </Flex>
  )
}
