import { Heading, Text, VStack } from '@chakra-ui/react'
import { useText } from '../i18n/translate'
import { renderPlainLink, type RenderLink } from './links'

export interface NotFoundProps {
  /** where "На главную" leads (000 §2: the root redirects to lk, lk to the dashboard) */
  homeHref: string
  renderLink?: RenderLink
}

/** 000 §2: the catch-all path shows a 404 page. */
export function NotFound({ homeHref, renderLink = renderPlainLink }: NotFoundProps) {
  const text = useText()
  return (
    <VStack gap="3" py="16" textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="fg.muted" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="xl">
        {text('ui.page.not_found.title')}
      </Heading>
      <Text color="fg.muted">{text('ui.page.not_found.text')}</Text>
      {renderLink({ href: homeHref, children: text('ui.page.not_found.home') })}
    </VStack>
  )
}
