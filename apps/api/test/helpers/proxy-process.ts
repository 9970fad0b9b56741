import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'

// A TCP proxy in a process of its own, so a test can freeze it with SIGSTOP as the kernel would
// freeze a stopped database server: connections are still accepted (the listen backlog), and
// nothing is ever answered. The shared MariaDB of the machine is never stopped; only this proxy.
const proxyProgram = `
const net = require('node:net')
const [host, port] = [process.argv[1], Number(process.argv[2])]
const server = net.createServer((client) => {
  const upstream = net.connect(port, host)
  client.pipe(upstream)
  upstream.pipe(client)
  const end = () => { client.destroy(); upstream.destroy() }
  client.on('error', end); upstream.on('error', end); client.on('close', end); upstream.on('close', end)
})
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'))
`

export interface ProxyProcess {
  readonly port: number
  /** SIGSTOP: the proxy, and so the database behind it, stops answering. */
  freeze(): void
  /** SIGCONT: it answers again. */
  thaw(): void
  close(): Promise<void>
}

export async function startProxyProcess(target: {
  host: string
  port: number
}): Promise<ProxyProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['-e', proxyProgram, target.host, String(target.port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const stdout = child.stdout
  if (!stdout) throw new Error('the proxy process has no stdout')
  const [firstLine] = (await once(stdout, 'data')) as [Buffer]
  const port = Number(firstLine.toString().trim())
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`the proxy said ${firstLine.toString()}`)
  return {
    port,
    freeze: () => child.kill('SIGSTOP'),
    thaw: () => child.kill('SIGCONT'),
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGCONT')
      child.kill('SIGKILL')
      await exited
    },
  }
}
