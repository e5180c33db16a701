// The browser terminal (xterm.js): imported only by the terminal widget, with a dynamic import, so that its
// JavaScript and CSS load with that page alone (STYLE.md "Bundles").
import { FitAddon } from '@xterm/addon-fit'
import { Terminal } from '@xterm/xterm'
import '@xterm/xterm/css/xterm.css'

export interface TerminalView {
  write(text: string): void
  onData(listener: (data: string) => void): void
  focus(): void
  /** fits the columns and rows to the element's size */
  fit(): void
  /** the size changed (a fit, the window): the new columns and rows */
  onResize(listener: (size: { cols: number; rows: number }) => void): void
  readonly size: { cols: number; rows: number }
  dispose(): void
}

export function createTerminal(element: HTMLElement, options: { label: string }): TerminalView {
  const terminal = new Terminal({
    convertEol: false,
    cursorBlink: true,
    fontSize: 14,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    screenReaderMode: true,
    theme: { background: '#111318', foreground: '#e6e6e6' },
  })
  const fit = new FitAddon()
  terminal.loadAddon(fit)
  // Tab and Shift-Tab move the focus on, so that a keyboard alone can leave the terminal (this shell has no
  // completion to give Tab to)
  terminal.attachCustomKeyEventHandler((event) => event.key !== 'Tab')
  terminal.open(element)
  terminal.textarea?.setAttribute('aria-label', options.label)
  fit.fit()
  return {
    write: (text) => terminal.write(text),
    onData: (listener) => void terminal.onData(listener),
    focus: () => terminal.focus(),
    fit: () => fit.fit(),
    onResize: (listener) => void terminal.onResize(listener),
    get size() {
      return { cols: terminal.cols, rows: terminal.rows }
    },
    dispose: () => terminal.dispose(),
  }
}
