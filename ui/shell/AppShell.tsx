import { Box, chakra, Flex, Grid, HStack, IconButton, Stack } from '@chakra-ui/react'
import MenuIcon from 'lucide-react/icons/menu'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useText } from '../i18n/translate'
import { ColorModeToggle } from '../theme/ColorModeToggle'
import { usePhone } from '../theme/usePhone'

export interface AppShellProps {
  /** the logo or product name at the top left (a link home, drawn by the app) */
  logo?: ReactNode
  /** the left navigation (NavMenu) */
  nav?: ReactNode
  /** header slots, drawn left to right after the logo */
  projectSwitcher?: ReactNode
  balance?: ReactNode
  /** a search control, kept in the header at every width */
  search?: ReactNode
  languageSwitcher?: ReactNode
  /** the light/dark switch; ColorModeToggle by default, null for none */
  colorModeToggle?: ReactNode
  /** anything else at the right of the header (profile menu) */
  headerEnd?: ReactNode
  /** a banner across the top (Banner: project stopped, unverified account, maintenance) */
  banner?: ReactNode
  children: ReactNode
}

// the phone's menu drawer (Chakra's dialog machine) loads when it first opens, not with every signed-in page
const MenuDrawer = lazy(() => import('./MenuDrawer').then((module) => ({ default: module.MenuDrawer })))

// Below `md` (phones) the navigation, the language, the theme and the header's end (sign-out) move into a drawer
// opened from the header's menu button; the header keeps the logo, the project and the balance.
const WIDE = 'md'

/** The console's layout: banner, header, left navigation and the main area, with landmarks and a skip link. */
export function AppShell({ logo, nav, projectSwitcher, balance, search, languageSwitcher, colorModeToggle, headerEnd, banner, children }: AppShellProps) {
  const text = useText()
  const [menuOpen, setMenuOpen] = useState(false)
  // drawn from its first opening on and kept after, so that closing it plays its exit
  const [drawerDrawn, setDrawerDrawn] = useState(false)
  const toggle = colorModeToggle === undefined ? <ColorModeToggle /> : colorModeToggle
  // a phone's menu is the drawer: the side navigation, hidden there, is not drawn at all (its items' styles and
  // links are work the first paint waited for)
  const phone = usePhone()
  return (
    <Flex direction="column" minH="100dvh" bg="bg">
      <chakra.a href="#main" position="absolute" left="2" top="-20" zIndex="skipLink" bg="bg.panel" px="3" py="2" rounded="l2" _focus={{ top: '2' }}>
        {text('ui.shell.skip_to_content')}
      </chakra.a>
      {banner ? <Box flexShrink={0}>{banner}</Box> : null}
      <Box as="header" aria-label={text('ui.shell.header')} borderBottomWidth="1px" bg="shell.header" flexShrink={0}>
        <HStack gap={{ base: '2', md: '4' }} px={{ base: '2', md: '4' }} h="14">
          <IconButton
            hideFrom={WIDE}
            aria-label={text('ui.shell.open_menu')}
            aria-expanded={menuOpen}
            variant="ghost"
            size="sm"
            onClick={() => {
              setDrawerDrawn(true)
              setMenuOpen(true)
            }}
          >
            <MenuIcon aria-hidden="true" />
          </IconButton>
          {logo ? (
            <Box flexShrink={0} hideBelow="sm">
              {logo}
            </Box>
          ) : null}
          {projectSwitcher ? (
            <Box minW="0" flexShrink={1}>
              {projectSwitcher}
            </Box>
          ) : null}
          <Box flex="1" />
          {search ? <Box flexShrink={0}>{search}</Box> : null}
          {balance ? <Box flexShrink={0}>{balance}</Box> : null}
          <HStack gap="4" hideBelow={WIDE}>
            {languageSwitcher ?? null}
            {toggle}
            {headerEnd ?? null}
          </HStack>
        </HStack>
      </Box>
      {drawerDrawn ? (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} title={logo ?? text('ui.shell.menu')}>
            <Stack gap="6">
              {nav ? (
                <Box as="nav" aria-label={text('ui.shell.navigation')}>
                  {nav}
                </Box>
              ) : null}
              <HStack gap="3" wrap="wrap" borderTopWidth="1px" pt="4">
                {languageSwitcher ?? null}
                {colorModeToggle === undefined ? <ColorModeToggle showLabel /> : colorModeToggle}
                {headerEnd ?? null}
              </HStack>
            </Stack>
          </MenuDrawer>
        </Suspense>
      ) : null}
      <Grid flex="1" templateColumns={nav ? { base: 'minmax(0, 1fr)', [WIDE]: '15rem minmax(0, 1fr)' } : 'minmax(0, 1fr)'} minH="0">
        {nav && !phone ? (
          <Box as="nav" aria-label={text('ui.shell.navigation')} hideBelow={WIDE} borderRightWidth="1px" bg="shell.nav" p="3" overflowY="auto">
            {nav}
          </Box>
        ) : null}
        <Box as="main" id="main" tabIndex={-1} minW="0" p={{ base: '3', [WIDE]: '6' }} _focus={{ outline: 'none' }}>
          {children}
        </Box>
      </Grid>
    </Flex>
  )
}
