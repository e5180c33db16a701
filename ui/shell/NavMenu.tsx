import { Box, Heading, Stack } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'
import { renderPlainLink, type RenderLink } from './links'

export interface NavItem {
  /** translated label */
  label: string
  href: string
  active?: boolean
  icon?: ReactNode
  /** a count or a marker shown after the label */
  badge?: ReactNode
}

export interface NavSection {
  /** translated title; a section without one is drawn without a heading */
  title?: string
  items: readonly NavItem[]
}

export interface NavMenuProps {
  sections: readonly NavSection[]
  /** draws each link (the app's router link); a plain <a> by default */
  renderLink?: RenderLink
}

// The items' looks, on their list: one style resolved per section, not one per item (issue 13: Chakra resolves
// every styled element's props on render, and the menu has a score of items).
const ITEMS_CSS = {
  '& > li > a': {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    py: '1.5',
    rounded: 'l2',
    color: 'fg',
    textDecoration: 'none',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { focusRing: 'outside' },
  },
  '& > li > a[aria-current=page]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' },
  '& [data-nav-label]': { flex: '1' },
} as const

function NavMenuSection({ section, renderLink }: { section: NavSection; renderLink: RenderLink }) {
  const id = useId()
  return (
    <Box as="section" aria-labelledby={section.title ? id : undefined}>
      {section.title ? (
        <Heading as="h2" id={id} size="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" px="3" mb="1">
          {section.title}
        </Heading>
      ) : null}
      <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0" css={ITEMS_CSS}>
        {section.items.map((item) => (
          <li key={item.href}>
            {renderLink({
              href: item.href,
              active: item.active ?? false,
              'aria-current': item.active ? 'page' : undefined,
              children: (
                <>
                  {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
                  <span data-nav-label="">{item.label}</span>
                  {item.badge ?? null}
                </>
              ),
            })}
          </li>
        ))}
      </Stack>
    </Box>
  )
}

/** The left navigation: sections of links, the current one marked aria-current="page". */
export function NavMenu({ sections, renderLink = renderPlainLink }: NavMenuProps) {
  return (
    <Stack gap="4">
      {sections.map((section, index) => (
        <NavMenuSection key={section.title ?? index} section={section} renderLink={renderLink} />
      ))}
    </Stack>
  )
}
