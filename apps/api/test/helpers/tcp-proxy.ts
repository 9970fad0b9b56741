import { connect, createServer, type Server, type Socket } from 'node:net'

/**
 * A TCP proxy in front of a server (the test MySQL/MariaDB, or Redis), so a test can take the server
 * away from the API and give it back, as a network outage or a restart would (cut, restore), or
 * make it stop answering while its connections stay open, as a frozen process (SIGSTOP) or a
 * network that drops packets would (freeze, thaw), without touching the server the other test
 * files use.
 */
export interface TcpProxy {
  /** The port the proxy listens on, on 127.0.0.1; it stays the same across cut() and restore(). */
  readonly port: number
  /** Local ports of the proxy's open connections to the target, as the target sees their peers. */
  upstreamPorts(): number[]
  /** Refuses new connections and drops every open one, both ways. */
  cut(): Promise<void>
  /** Accepts and forwards connections again, on the same port. */
  restore(): Promise<void>
  /**
   * Stops forwarding bytes either way but keeps every connection open and still accepts new ones,
   * as the kernel does for a stopped process: what is sent waits, unanswered, until thaw().
   */
  freeze(): void
  /** Forwards again, starting with whatever waited while frozen. */
  thaw(): void
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  const upstreams = new Set<Socket>()
  const pairs = new Set<{ client: Socket; upstream: Socket }>()
  let frozen = false
  // While frozen nothing is read, so the bytes wait in the sockets' buffers, as they would in the
  // kernel's for a stopped process.
  const stopForwarding = ({ client, upstream }: { client: Socket; upstream: Socket }) => {
    client.unpipe(upstream)
    upstream.unpipe(client)
    client.pause()
    upstream.pause()
  }
  const forward = ({ client, upstream }: { client: Socket; upstream: Socket }) => {
    client.pipe(upstream)
    upstream.pipe(client)
  }
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  }

  const newServer = () =>
    createServer((client) => {
      const upstream = connect(target.port, target.host)
      track(client)
      track(upstream)
      upstreams.add(upstream)
      upstream.once('close', () => upstreams.delete(upstream))
      const pair = { client, upstream }
      pairs.add(pair)
      client.once('close', () => pairs.delete(pair))
      if (frozen) stopForwarding(pair)
      else forward(pair)
      client.once('error', () => upstream.destroy())
      upstream.once('error', () => client.destroy())
      client.once('close', () => upstream.destroy())
      upstream.once('close', () => client.destroy())
    })

  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        const address = server.address()
        if (address === null || typeof address === 'string') {
          reject(new Error('the proxy has no TCP address'))
          return
        }
        resolve(address.port)
      })
    })

  const stop = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    })

  let server: Server | undefined = newServer()
  const port = await listen(server, 0)

  const proxy: TcpProxy = {
    port,
    upstreamPorts: () =>
      [...upstreams].flatMap((socket) =>
        socket.localPort === undefined ? [] : [socket.localPort],
      ),
    async cut() {
      if (!server) return
      const running = server
      server = undefined
      await stop(running)
    },
    async restore() {
      if (server) return
      server = newServer()
      await listen(server, port)
    },
    freeze() {
      if (frozen) return
      frozen = true
      for (const pair of pairs) stopForwarding(pair)
    },
    thaw() {
      if (!frozen) return
      frozen = false
      for (const pair of pairs) forward(pair)
    },
    close: () => proxy.cut(),
  }
  return proxy
}
