// A row's menu trigger drawn as a plain button until the user means it (issue 13: mounting a menu and judging its
// actions for every row that scrolls into view cost the most of each frame). The pointer over it, the focus on
// it or a tap draws the real menu (`render`); the focus, and a tap or a click, move on to its trigger, so a
// keyboard user's Enter and a phone's tap open it as before. Inside EntityTable, which styles the button like the
// menu's outline trigger (tableCells.ts).
import { useLayoutEffect, useRef, useState, type ReactNode, type PointerEvent } from 'react'
import { cellAttributes } from './tableCells'

export interface DeferredMenuProps {
  /** the trigger's text ("Действия") */
  trigger: string
  /** the trigger's accessible name, as the real menu's */
  label?: string
  /** the real menu; its first button is its trigger */
  render: () => ReactNode
  /** nothing to offer: a disabled trigger, as the real menu's would be, and no menu */
  disabled?: boolean
}

type Intent = 'none' | 'hover' | 'focus' | 'click'

export function DeferredMenu({ trigger, label, render, disabled = false }: DeferredMenuProps) {
  const [intent, setIntent] = useState<Intent>('none')
  const box = useRef<HTMLSpanElement>(null)
  // a tap focuses the button between its pointerdown and its click: the click, not the focus, draws the menu then
  const pressed = useRef(false)
  useLayoutEffect(() => {
    if (intent !== 'focus' && intent !== 'click') return
    const button = box.current?.querySelector('button')
    button?.focus()
    if (intent === 'click') button?.click()
  }, [intent])
  if (intent !== 'none')
    return (
      <span ref={box} data-deferred-menu="">
        {render()}
      </span>
    )
  return (
    <button
      type="button"
      disabled={disabled}
      {...{ [cellAttributes.button]: '' }}
      aria-label={label ?? trigger}
      aria-haspopup="menu"
      onPointerEnter={(event: PointerEvent) => event.pointerType === 'mouse' && setIntent('hover')}
      // the press itself draws the menu and opens it: were the pointer's arrival to swap the menu in between the
      // press and its release, the browser would send the click to neither button (a lost click under load)
      onPointerDown={() => {
        pressed.current = true
        setIntent('click')
      }}
      onFocus={() => !pressed.current && setIntent('focus')}
      onClick={() => setIntent('click')}
    >
      {trigger}
    </button>
  )
}
