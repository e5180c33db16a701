// A terminal in the browser connected to the item's websocket (000 §2 servers/{id}/console): what is typed goes
// to the socket, what the socket sends is drawn. xterm.js loads with this widget only (./xterm, a dynamic
// import). The terminal follows its element's size and tells the socket (encodeConsoleResize). When the socket
// closes, the close code says why (contract/console.ts) and a button connects again.
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { CONSOLE_CLOSE, encodeConsoleResize } from '../../../contract/console'
import { useText } from '../../../ui/i18n/translate'
import type { PageWidgetProps } from './types'
import type { TerminalView } from './xterm'

type Session = { phase: 'connecting' } | { phase: 'open' } | { phase: 'closed'; code: number | undefined }

/** the text of why the console closed, by close code; anything else is a lost connection */
const CLOSED_TEXTS: Readonly<Record<number, string>> = {
  [CONSOLE_CLOSE.normal]: 'console.terminal.closed.normal',
  [CONSOLE_CLOSE.unauthorized]: 'console.terminal.closed.unauthorized',
  [CONSOLE_CLOSE.not_found]: 'console.terminal.closed.not_found',
  [CONSOLE_CLOSE.not_running]: 'console.terminal.closed.not_running',
  [CONSOLE_CLOSE.server_stopped]: 'console.terminal.closed.server_stopped',
}

export function closedTextKey(code: number | undefined): string {
  return (code !== undefined ? CLOSED_TEXTS[code] : undefined) ?? 'console.terminal.closed.lost'
}

export function TerminalWidget({ socketUrl }: PageWidgetProps) {
  const text = useText()
  const host = useRef<HTMLDivElement>(null)
  const [attempt, setAttempt] = useState(0)
  const [session, setSession] = useState<Session>({ phase: 'connecting' })
  // the terminal's input label is read when the terminal opens: a language switch does not reconnect
  const inputLabel = text('console.terminal.input')
  const label = useRef(inputLabel)
  useEffect(() => {
    label.current = inputLabel
  }, [inputLabel])

  useEffect(() => {
    const element = host.current
    if (!element || !socketUrl) return
    let disposed = false
    let view: TerminalView | undefined
    let socket: WebSocket | undefined
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => view?.fit())
    setSession({ phase: 'connecting' })

    const start = async (): Promise<void> => {
      const { createTerminal } = await import('./xterm')
      if (disposed) return
      view = createTerminal(element, { label: label.current })
      resize?.observe(element)
      const url = await socketUrl()
      if (disposed) return
      const opened = new WebSocket(url)
      socket = opened
      // the shell on the other side lays out for the window's size: said on open and whenever it changes
      const sendSize = (size: { cols: number; rows: number }) => {
        if (opened.readyState === WebSocket.OPEN) opened.send(encodeConsoleResize(size))
      }
      opened.onopen = () => {
        setSession({ phase: 'open' })
        if (view) sendSize(view.size)
        view?.focus()
      }
      view.onResize(sendSize)
      opened.onmessage = (event: MessageEvent) => view?.write(String(event.data))
      opened.onclose = (event: CloseEvent) => {
        if (!disposed) setSession({ phase: 'closed', code: event.code })
      }
      view.onData((data) => {
        if (opened.readyState === WebSocket.OPEN) opened.send(data)
      })
    }
    start().catch(() => {
      if (!disposed) setSession({ phase: 'closed', code: undefined })
    })
    return () => {
      disposed = true
      resize?.disconnect()
      socket?.close()
      view?.dispose()
    }
  }, [socketUrl, attempt])

  return (
    <Stack gap="3">
      <Box
        key={attempt}
        ref={host}
        role="region"
        aria-label={text('console.terminal.label')}
        bg="#111318"
        color="#e6e6e6"
        borderRadius="md"
        p="2"
        h={{ base: '60vh', md: '70vh' }}
        minH="240px"
        w="full"
        overflow="hidden"
      />
      {session.phase === 'closed' ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{text(closedTextKey(session.code))}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            {text('console.terminal.reconnect')}
          </Button>
        </Alert.Root>
      ) : (
        <Text role="status" color="fg.muted" fontSize="sm">
          {text(session.phase === 'open' ? 'console.terminal.connected' : 'console.terminal.connecting')}
        </Text>
      )}
    </Stack>
  )
}
