// The palette's button in the header, and its keys anywhere in the signed-in area: Ctrl+K (⌘K), or "/" when
// not typing in a field. The palette's code loads on first use.
import { Button, IconButton, Kbd } from '@chakra-ui/react'
import SearchIcon from 'lucide-react/icons/search'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useText } from '../../../ui/i18n/translate'
import { usePhone } from '../../../ui/theme/usePhone'

const CommandPalette = lazy(() => import('./CommandPalette').then((module) => ({ default: module.CommandPalette })))

const typingIn = (target: EventTarget | null): boolean => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

export function PaletteLauncher() {
  const text = useText()
  // a phone's header has room for the project and the balance only beside an icon
  const phone = usePhone()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const shortcut = (event.ctrlKey || event.metaKey) && !event.altKey && event.code === 'KeyK'
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target)
      if (!shortcut && !slash) return
      event.preventDefault()
      setOpen(true)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
  return (
    <>
      {phone ? (
        <IconButton variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={text('console.palette.open_button')} aria-keyshortcuts="Control+K /">
          <SearchIcon aria-hidden="true" />
        </IconButton>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-keyshortcuts="Control+K /">
          {text('console.palette.open_button')}
          <Kbd size="sm">Ctrl K</Kbd>
        </Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <CommandPalette onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
