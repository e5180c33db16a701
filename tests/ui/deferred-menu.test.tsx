// @vitest-environment jsdom
// A row's menu drawn when the user means it (ui/table/DeferredMenu): a press on the stand-in opens the real menu
// once, whatever comes between the press and its release; a user's click is never lost (issue 14: under load the
// pointer's arrival swapped the menu in between a press and its release, and the browser sent the click nowhere).
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DeferredMenu } from '../../ui/table/DeferredMenu'

afterEach(cleanup)

describe('a deferred row menu', () => {
  it('a press on the stand-in draws the real menu and presses its trigger once', () => {
    const opened = vi.fn()
    render(<DeferredMenu trigger="Действия" label="Действия: web-1" render={() => <button onClick={opened}>Действия: web-1</button>} />)
    const standIn = screen.getByRole('button', { name: 'Действия: web-1' })
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu')
    fireEvent.pointerDown(standIn)
    expect(opened).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Действия: web-1' })).not.toBe(standIn)
  })

  it('the pointer resting on it draws the real menu without opening it', () => {
    const opened = vi.fn()
    render(<DeferredMenu trigger="Действия" render={() => <button onClick={opened}>real</button>} />)
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Действия' }), { pointerType: 'mouse' })
    expect(screen.getByRole('button', { name: 'real' })).toBeTruthy()
    expect(opened).not.toHaveBeenCalled()
  })
})
