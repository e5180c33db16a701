// The small shell-like session a server's console serves (000 §2 servers/{id}/console): a login prompt, then a
// few commands that know the server's name and OS. It is a terminal's line discipline too: it echoes what is
// typed (not a password), handles backspace, Ctrl-C and Ctrl-D, and writes CRLF line ends, since the browser's
// terminal draws exactly the bytes it gets.

export interface ConsoleHost {
  /** the server's name: the hostname */
  name: string
  distribution: string
  version: string
  os_family: string
  /** ms since the epoch the server came up (uptime) */
  upSince: number
  now(): number
}

type Stage = 'login' | 'password' | 'shell'

const CRLF = '\r\n'
// cursor keys and other escape sequences are not line editing this shell does
// eslint-disable-next-line no-control-regex -- the escape character is what the pattern is about
const ESCAPE_SEQUENCE = /\x1b(?:\[[0-9;?]*[ -/]*[@-~]|O.|.)?/g

const KERNELS: Record<string, string> = { ubuntu: '5.15.0-91-generic', debian: '6.1.0-13-amd64', centos: '5.14.0-362.el9.x86_64' }

const HOME_FILES = ['.bashrc', '.profile', '.ssh']
const ROOT_DIRS = ['bin', 'boot', 'dev', 'etc', 'home', 'lib', 'media', 'mnt', 'opt', 'proc', 'root', 'run', 'sbin', 'srv', 'sys', 'tmp', 'usr', 'var']

const HELP = [
  'Commands: help, hostname, uname [-a|-r|-s|-n], whoami, uptime, ls [path], pwd, date, echo [text],',
  '          cat /etc/os-release, stty size, tput cols|lines, clear, exit (or logout, Ctrl-D)',
]

export class ConsoleShell {
  private stage: Stage = 'login'
  private line = ''
  private user = ''
  /** the terminal's size, as the console last said it (a serial console's usual 80x24 until then) */
  private size = { cols: 80, rows: 24 }

  constructor(
    private readonly host: ConsoleHost,
    private readonly write: (text: string) => void,
  ) {}

  private get windows(): boolean {
    return this.host.os_family === 'windows'
  }

  private osName(): string {
    const name = this.host.distribution.charAt(0).toUpperCase() + this.host.distribution.slice(1)
    return this.windows ? `Windows Server ${this.host.version}` : `${name} ${this.host.version}`
  }

  private kernel(): string {
    return KERNELS[this.host.distribution] ?? '5.15.0-generic'
  }

  private prompt(): string {
    if (this.stage === 'login') return `${this.host.name} login: `
    if (this.stage === 'password') return 'Password: '
    if (this.windows) return `C:\\Users\\${this.user}>`
    return `${this.user}@${this.host.name}:~${this.user === 'root' ? '#' : '$'} `
  }

  /** the greeting and the first login prompt */
  start(): void {
    this.write(`${this.osName()} ${this.host.name} ttyS0${CRLF}${CRLF}${this.prompt()}`)
  }

  /** the last words before the server's status ends the session */
  closing(status: string): void {
    this.write(`${CRLF}${CRLF}The server is ${status}: the console is closed.${CRLF}`)
  }

  /** the terminal's window changed (contract/console.ts encodeConsoleResize) */
  resize(size: { cols: number; rows: number }): void {
    this.size = size
  }

  /** what the terminal sent: keystrokes, or a pasted text */
  input(data: string): void {
    for (const char of data.replace(ESCAPE_SEQUENCE, '')) this.key(char)
  }

  private key(char: string): void {
    if (char === '\r' || char === '\n') return this.enter()
    if (char === '\x7f' || char === '\b') {
      if (this.line === '') return
      this.line = this.line.slice(0, -1)
      if (this.stage !== 'password') this.write('\b \b')
      return
    }
    if (char === '\x03') {
      this.line = ''
      if (this.stage === 'password') this.stage = 'login'
      return this.write(`^C${CRLF}${this.prompt()}`)
    }
    if (char === '\x04') {
      if (this.stage === 'shell' && this.line === '') return this.logout()
      return
    }
    if (char < ' ') return
    this.line += char
    if (this.stage !== 'password') this.write(char)
  }

  private enter(): void {
    const line = this.line
    this.line = ''
    this.write(CRLF)
    if (this.stage === 'login') {
      const user = line.trim()
      if (user !== '') {
        this.user = user
        this.stage = 'password'
      }
      return this.write(this.prompt())
    }
    if (this.stage === 'password') {
      this.stage = 'shell'
      this.write(`Welcome to ${this.osName()}${CRLF}${CRLF}Type "help" for the commands of this console.${CRLF}`)
      return this.write(this.prompt())
    }
    const output = this.run(line.trim())
    if (output === undefined) return
    for (const out of output) this.write(out + CRLF)
    this.write(this.prompt())
  }

  private logout(): void {
    this.write(`logout${CRLF}${CRLF}`)
    this.stage = 'login'
    this.user = ''
    this.write(this.prompt())
  }

  /** the command's output lines; undefined when it wrote for itself */
  private run(command: string): string[] | undefined {
    const [name = '', ...args] = command.split(/\s+/)
    switch (name) {
      case '':
        return []
      case 'help':
        return HELP
      case 'hostname':
        return [this.host.name]
      case 'whoami':
        return [this.user]
      case 'uname':
        return [this.uname(args)]
      case 'uptime':
        return [this.uptime()]
      case 'ls':
      case 'dir':
        return [(args[0] === '/' ? ROOT_DIRS : HOME_FILES).join('  ')]
      case 'pwd':
        return [this.user === 'root' ? '/root' : `/home/${this.user}`]
      case 'date':
        return [new Date(this.host.now()).toUTCString()]
      case 'stty':
        return args[0] === 'size' ? [`${this.size.rows} ${this.size.cols}`] : [`stty: ${args.join(' ')}: unsupported`]
      case 'tput':
        return args[0] === 'cols' ? [String(this.size.cols)] : args[0] === 'lines' ? [String(this.size.rows)] : [`tput: unknown terminfo capability '${args[0] ?? ''}'`]
      case 'echo':
        return [args.join(' ')]
      case 'ver':
        return [this.osName()]
      case 'cat':
        return args[0] === '/etc/os-release' ? this.osRelease() : [`cat: ${args[0] ?? ''}: No such file or directory`]
      case 'clear':
        this.write(`\x1b[2J\x1b[H${this.prompt()}`)
        return undefined
      case 'exit':
      case 'logout':
        this.logout()
        return undefined
      default:
        return [`-bash: ${name}: command not found`]
    }
  }

  private uname(args: string[]): string {
    const system = this.windows ? 'Windows_NT' : 'Linux'
    const flag = args[0]
    if (flag === '-a') return `${system} ${this.host.name} ${this.kernel()} #1 SMP x86_64 GNU/Linux`
    if (flag === '-r') return this.kernel()
    if (flag === '-n') return this.host.name
    return system
  }

  private uptime(): string {
    const now = this.host.now()
    const minutes = Math.max(0, Math.floor((now - this.host.upSince) / 60_000))
    const clock = new Date(now).toISOString().slice(11, 19)
    const up = minutes < 60 ? `${minutes} min` : minutes < 1440 ? `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}` : `${Math.floor(minutes / 1440)} days`
    return ` ${clock} up ${up},  1 user,  load average: 0.00, 0.01, 0.05`
  }

  private osRelease(): string[] {
    return [`NAME="${this.osName()}"`, `ID=${this.host.distribution}`, `VERSION_ID="${this.host.version}"`, `PRETTY_NAME="${this.osName()}"`]
  }
}
