import type { Server } from 'node:http'
import type { Socket } from 'node:net'

export interface DrainOptions {
  /** After this long, connections still open are cut and the server closes anyway. */
  graceMs: number
  /** Told how many responses are still being sent when closing starts. */
  onDraining?: (responsesInFlight: number) => void
}

/**
 * Closing without cutting responses short. Node's `server.close()` destroys every connection it
 * deems idle, and a connection whose response has been handed to `end()` counts as idle even while
 * megabytes of it are still waiting to be written: a 67 MB list was cut at 34 MB. Here closing
 * leaves a connection alone until its response has been written out, then ends it; idle keep-alive
 * connections are ended at once, with a FIN; a new connection may still send its request; whatever is still open after `graceMs` is cut.
 */
export function drainConnectionsOnClose(server: Server, { graceMs, onDraining }: DrainOptions) {
  const sockets = new Set<Socket>()
  const sending = new Map<Socket, number>()
  /** Connections that have had a request: idle ones among them are kept-alive between requests. */
  const served = new WeakSet<Socket>()
  let closing = false

  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => {
      sockets.delete(socket)
      sending.delete(socket)
    })
  })
  server.on('request', (_request, response) => {
    const { socket } = response
    if (!socket) return
    served.add(socket)
    sending.set(socket, (sending.get(socket) ?? 0) + 1)
    let done = false
    const written = () => {
      if (done) return
      done = true
      const left = (sending.get(socket) ?? 1) - 1
      if (left > 0) {
        sending.set(socket, left)
        return
      }
      sending.delete(socket)
      // A response that began before closing has no `Connection: close`: end its connection here.
      if (closing) socket.end()
    }
    // 'finish': the last byte has been handed to the operating system; 'close': the client left.
    response.once('finish', written)
    response.once('close', written)
  })

  // Node calls this from server.close(); Fastify too when forceCloseConnections is 'idle'.
  server.closeIdleConnections = () => {
    if (closing) return
    closing = true
    onDraining?.(sending.size)
    // A connection that has not sent its first request yet is left to send it: it is answered with
    // `Connection: close`, then ended.
    for (const socket of sockets) if (served.has(socket) && !sending.has(socket)) socket.end()
    const cut = setTimeout(() => {
      for (const socket of sockets) socket.destroy()
    }, graceMs)
    cut.unref()
    server.once('close', () => clearTimeout(cut))
  }
}
