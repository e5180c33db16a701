// The server console's websocket (000 §2 servers/{id}/console, 000 §4 Server actions: console): how the
// emulator ends a console session and how the console reads why. Not in the spec: both sides share this
// product decision. Text frames carry the terminal's bytes both ways: keystrokes in, output out.

import { SESSION_ENDED_CLOSE } from './live'

/** close codes of the console socket (4000-4999 are the application's own) */
export const CONSOLE_CLOSE = {
  /** `exit` at the login prompt, or the client closed */
  normal: 1000,
  /** no token, an unknown or expired one, or its session ended while the console was open */
  unauthorized: SESSION_ENDED_CLOSE,
  /** no such server, or another account's */
  not_found: 4404,
  /** the server is not running (only an ACTIVE server has a console) */
  not_running: 4409,
  /** the server stopped, rebooted or went away while the console was open */
  server_stopped: 4410,
} as const

export type ConsoleCloseCode = (typeof CONSOLE_CLOSE)[keyof typeof CONSOLE_CLOSE]

/** the server status in which its console opens */
export const CONSOLE_RUNNING_STATUS = 'ACTIVE'

/**
 * The terminal's size, sent by the console when its window changes: an OSC escape sequence in a text frame (no key
 * types it), `ESC ] resize;<cols>;<rows> BEL`. The emulator's shell keeps it (stty size, tput cols and lines).
 */
// eslint-disable-next-line no-control-regex -- the escape sequence is what the pattern is about
const RESIZE = /^\x1b\]resize;(\d{1,4});(\d{1,4})\x07$/

export const encodeConsoleResize = (size: { cols: number; rows: number }): string => `\x1b]resize;${size.cols};${size.rows}\x07`

/** the size a frame carries, or undefined for keystrokes */
export function decodeConsoleResize(frame: string): { cols: number; rows: number } | undefined {
  const match = RESIZE.exec(frame)
  if (!match) return undefined
  const cols = Number(match[1])
  const rows = Number(match[2])
  return cols > 0 && rows > 0 ? { cols, rows } : undefined
}
