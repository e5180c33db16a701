// The children of a section page as tabs (000 §2 project/backups: children servers (default), clusters,
// databases): the list pages of the kinds whose config names the same `pages.section`, in their order. A kind
// joins by its config alone; one without a list page yet is not drawn. Nothing here names a kind.
import { Box, HStack, Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { EntityConfig } from '../../engine/types'
import { KINDS } from '../../generated/routes/index'
import { useText, entityKeys } from '../../ui/i18n/translate'

export interface SectionChild {
  kind: string
  path: string
  routeName: string
  order: number
}

/** the list pages of the section `route`, in order */
export function sectionChildren(route: string): SectionChild[] {
  return KINDS.flatMap((data) => {
    const list = data.routes.list
    const section = data.pages?.section
    return section?.route === route && list ? [{ kind: data.kind, path: list.path, routeName: list.name, order: section.order }] : []
  }).sort((a, b) => a.order - b.order)
}

export function SectionTabs({ config }: { config: EntityConfig }) {
  const text = useText()
  const section = config.pages?.section
  if (!section) return null
  const children = sectionChildren(section.route)
  if (children.length < 2) return null
  return (
    <Box as="nav" aria-label={text(entityKeys.route(section.route))} maxW="full" overflowX="auto">
      <HStack gap="1" borderBottomWidth="1px">
        {children.map((child) => {
          const current = child.kind === config.kind
          return (
            <ChakraLink
              key={child.kind}
              asChild
              px="3"
              py="2"
              fontWeight={current ? 'semibold' : 'normal'}
              borderBottomWidth="2px"
              borderColor={current ? 'colorPalette.solid' : 'transparent'}
              colorPalette="brand"
              whiteSpace="nowrap"
            >
              <Link to={child.path} aria-current={current ? 'page' : undefined}>
                {text(`${child.kind}.section`, { fallback: text(entityKeys.route(child.routeName)) })}
              </Link>
            </ChakraLink>
          )
        })}
      </HStack>
    </Box>
  )
}
