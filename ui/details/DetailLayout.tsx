// A details page: title with its status and action menu, then the kind's tabs (TabConfig) as links, so every
// tab has its own URL (STYLE.md: "every tab and dialog that a user may want to link has its own URL";
// 000 §2: servers/{id} with tabs overview, access, network, ...). The router stays outside: the app says
// where a tab points (tabHref) and draws the link (renderLink).
import { Box, Flex, Heading, HStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { TabConfig } from '../../engine/types'
import { useText } from '../i18n/translate'
import { renderPlainLink, type RenderLink } from '../shell/links'

export interface DetailLayoutProps {
  title: ReactNode
  /** a StatusBadge */
  status?: ReactNode
  /** an ActionMenu */
  actions?: ReactNode
  /** above the title: the back link to the list */
  back?: ReactNode
  /** EntityConfig.detail.tabs */
  tabs?: readonly TabConfig[]
  /** the open tab's name */
  activeTab?: string
  /** the URL of a tab (the app fills its route with the item's id) */
  tabHref?: (tab: TabConfig) => string
  renderLink?: RenderLink
  children: ReactNode
}

export function DetailLayout({ title, status, actions, back, tabs = [], activeTab, tabHref, renderLink = renderPlainLink, children }: DetailLayoutProps) {
  const text = useText()
  return (
    <Box>
      {back ? <Box mb="2">{back}</Box> : null}
      <Flex gap="4" align="center" justify="space-between" wrap="wrap" mb="4">
        <HStack gap="3" minW="0">
          <Heading as="h1" size="2xl" truncate>
            {title}
          </Heading>
          {status ?? null}
        </HStack>
        {actions ? <Box>{actions}</Box> : null}
      </Flex>
      {tabs.length > 0 && tabHref ? (
        <Box as="nav" aria-label={text('ui.details.sections')} borderBottomWidth="1px" mb="5">
          <HStack
            as="ul"
            gap="1"
            listStyleType="none"
            m="0"
            p="0"
            overflowX="auto"
            css={{
              '& a': {
                display: 'inline-block',
                px: '3',
                py: '2',
                color: 'fg.muted',
                textDecoration: 'none',
                borderBottomWidth: '2px',
                borderColor: 'transparent',
                whiteSpace: 'nowrap',
                _hover: { color: 'fg' },
                _focusVisible: { focusRing: 'inside' },
              },
              '& a[aria-current=page]': { color: 'colorPalette.fg', borderColor: 'colorPalette.solid', fontWeight: 'semibold' },
            }}
          >
            {tabs.map((tab) => {
              const active = tab.name === activeTab
              return <li key={tab.name}>{renderLink({ href: tabHref(tab), active, 'aria-current': active ? 'page' : undefined, children: text(tab.label, { fallback: tab.name }) })}</li>
            })}
          </HStack>
        </Box>
      ) : null}
      <Box as="section">{children}</Box>
    </Box>
  )
}
