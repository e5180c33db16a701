// The server console's websocket (000 §2 servers/{id}/console; 000 §4 Server actions: console): a login prompt
// and a few commands that know the server's name and OS, refused when the server is not running or not the
// caller's, closed when the server stops.
import { afterAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { CONSOLE_CLOSE, encodeConsoleResize } from '../../contract/console'
import { Listener, OTHER, eventually, useEmulator } from './harness'

const emulator = await useEmulator({ timeScale: 0.05 })
const api = await emulator.signedIn()
const project = await api.project()
const events = await Listener.open(emulator.url, api.token as string)
afterAll(() => events.close())

const serverNamed = async (name: string) => (await api.get(`/projects/${project.id}/servers?name=${name}`)).body.result[0]

class ConsoleClient {
  output = ''
  readonly closed: Promise<{ code: number; reason: string }>

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.output += String(data)
    })
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })))
  }

  static open(serverId: string, token: string | undefined): ConsoleClient {
    const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`
    return new ConsoleClient(new WebSocket(`${emulator.url.replace(/^http/, 'ws')}/api/v1/servers/${serverId}/console${query}`))
  }

  /** waits until the output (from `from` on) contains the text */
  async sees(text: string, from = 0): Promise<void> {
    await eventually(async () => (this.output.slice(from).includes(text) ? true : undefined), 3000)
  }

  async type(keys: string): Promise<void> {
    if (this.socket.readyState !== WebSocket.OPEN) await new Promise((resolve) => this.socket.once('open', resolve))
    this.socket.send(keys)
  }

  async login(): Promise<void> {
    await this.sees('login: ')
    await this.type('root\r')
    await this.sees('Password: ')
    await this.type('secret\r')
    await this.sees('# ')
  }
}

describe('server console websocket', () => {
  it('greets with a login prompt naming the server, then runs commands that know its name and OS', async () => {
    const web = await serverNamed('web-1')
    const term = ConsoleClient.open(web.id, api.token)
    await term.sees('Ubuntu 22 web-1 ttyS0')
    await term.sees('web-1 login: ')
    await term.type('root\r')
    await term.sees('Password: ')
    const before = term.output.length
    await term.type('secret\r')
    await term.sees('root@web-1:~# ')
    // the password is not echoed
    expect(term.output.slice(before)).not.toContain('secret')

    let mark = term.output.length
    await term.type('hostname\r')
    await term.sees('web-1\r\n', mark)
    mark = term.output.length
    await term.type('uname -a\r')
    await term.sees('Linux web-1 5.15.0-91-generic', mark)
    mark = term.output.length
    await term.type('whoami\r')
    await term.sees('root\r\n', mark)
    mark = term.output.length
    await term.type('cat /etc/os-release\r')
    await term.sees('VERSION_ID="22"', mark)
    mark = term.output.length
    await term.type('frobnicate\r')
    await term.sees('frobnicate: command not found', mark)
    // backspace edits the line: "hostnamx" ← "e"
    mark = term.output.length
    await term.type('hostnamx\x7fe\r')
    await term.sees('web-1\r\n', mark)
    // exit logs out to the login prompt again
    mark = term.output.length
    await term.type('exit\r')
    await term.sees('web-1 login: ', mark)
    term.socket.close()
    expect((await term.closed).code).toBe(1005)
  })

  it("follows the terminal's window: a resize message (not typed, not echoed) sets the size stty and tput report", async () => {
    const web = await serverNamed('web-1')
    const term = ConsoleClient.open(web.id, api.token)
    await term.login()
    let mark = term.output.length
    await term.type('stty size\r')
    await term.sees('24 80\r\n', mark)
    mark = term.output.length
    await term.type(encodeConsoleResize({ cols: 132, rows: 43 }))
    await term.type('stty size\r')
    await term.sees('43 132\r\n', mark)
    expect(term.output.slice(mark)).not.toContain('resize')
    mark = term.output.length
    await term.type('tput cols\r')
    await term.sees('132\r\n', mark)
    term.socket.close()
  })

  it('is refused without a token or with a bad one (4401)', async () => {
    const web = await serverNamed('web-1')
    expect((await ConsoleClient.open(web.id, undefined).closed).code).toBe(CONSOLE_CLOSE.unauthorized)
    expect((await ConsoleClient.open(web.id, 'not-a-token').closed).code).toBe(CONSOLE_CLOSE.unauthorized)
  })

  it("is refused for another account's server and an unknown id alike (4404)", async () => {
    const web = await serverNamed('web-1')
    const other = await emulator.signedIn(OTHER)
    const refused = await ConsoleClient.open(web.id, other.token).closed
    expect(refused.code).toBe(CONSOLE_CLOSE.not_found)
    expect((await ConsoleClient.open('no-such-server', api.token).closed).code).toBe(CONSOLE_CLOSE.not_found)
  })

  it('is refused when the server is not running (4409)', async () => {
    const db = await serverNamed('db-1')
    expect(db.status).toBe('STOPPED')
    const refused = await ConsoleClient.open(db.id, api.token).closed
    expect(refused).toEqual({ code: CONSOLE_CLOSE.not_running, reason: expect.stringContaining('STOPPED') })
  })

  it('closes when the server stops (4410), saying so in the terminal first', async () => {
    const web = await serverNamed('web-1')
    const term = ConsoleClient.open(web.id, api.token)
    await term.login()
    const mark = events.mark()
    expect((await api.post(`/servers/${web.id}/stop`)).status).toBe(202)
    const closed = await term.closed
    expect(closed).toEqual({ code: CONSOLE_CLOSE.server_stopped, reason: 'The server is STOPPING' })
    expect(term.output).toContain('The server is STOPPING: the console is closed.')
    await events.status(web.id, 'STOPPED', mark)
  })
})
