// The phone's menu (AppShell, below `md`): the navigation, the language, the theme and the header's end in a
// drawer from the start edge. A module of its own, so that its dialog machine loads only when a phone opens it.
import { CloseButton, Drawer, Portal } from '@chakra-ui/react'
import type { MouseEvent, ReactNode } from 'react'
import { useText } from '../i18n/translate'

export interface MenuDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  children: ReactNode
}

export function MenuDrawer({ open, onOpenChange, title, children }: MenuDrawerProps) {
  const text = useText()
  // a link followed in the drawer leaves it: the page it opens is what the user asked for
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onOpenChange(false)
  }
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body onClickCapture={closeOnLink}>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={text('ui.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
