import { Box, Flex, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface PageHeaderProps {
  title: ReactNode
  description?: ReactNode
  /** above the title: a back link or breadcrumbs */
  back?: ReactNode
  /** at the right: the page's buttons (create) or an ActionMenu */
  actions?: ReactNode
}

/** A page's h1 with its buttons. */
export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  return (
    <Box mb="5">
      {back ? <Box mb="2">{back}</Box> : null}
      <Flex gap="4" align="flex-start" justify="space-between" wrap="wrap">
        <Box minW="0">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {description ? (
            <Text color="fg.muted" mt="1">
              {description}
            </Text>
          ) : null}
        </Box>
        {actions ? (
          // several actions wrap onto the next line on a narrow screen instead of widening the page
          <Flex gap="2" wrap="wrap" minW="0">
            {actions}
          </Flex>
        ) : null}
      </Flex>
    </Box>
  )
}
