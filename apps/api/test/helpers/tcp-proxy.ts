import { connect, createServer, type Server, type Socket } from 'node:net'

/**
 * A TCP proxy in front of a server (the test MySQL/MariaDB), so a test can take the database away
 * from the API and give it back, as a network outage or a database restart would, without touching
 * the server the other test files use.
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
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  const upstreams = new Set<Socket>()
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
      client.pipe(upstream)
      upstream.pipe(client)
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
    close: () => proxy.cut(),
  }
  return proxy
}
