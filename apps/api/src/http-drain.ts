import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { performance } from 'node:perf_hooks'

/** What closing found, for the log. */
export interface DrainState {
  /** Requests read and not yet answered: each gets its answer, with `Connection: close`. */
  requests: number
  /** Open connections, idle keep-alive ones included. */
  connections: number
}

export interface DrainOptions {
  /** After this long, connections still open are cut and the server closes anyway. */
  graceMs: number
  /**
   * During shutdown, a connection that has carried no request for this long is closed without
   * reading anything more from it; one whose next request comes sooner gets its answer, with
   * `Connection: close`. Longer than the keep-alive timeout of the proxy in front (nginx's upstream
   * `keepalive_timeout`), so that the proxy always closes an idle connection itself and never sends
   * a request down one the server is closing.
   */
  idleCloseMs: number
  /** Told what is left when closing starts. */
  onDraining?: (state: DrainState) => void
}

interface Connection {
  /** Requests read on it whose answers are not yet written out. */
  requests: number
  /** When its last answer was written out (or it opened), on performance.now()'s clock. */
  idleSince: number
  timer?: NodeJS.Timeout
}

/**
 * Closing without losing a request. At SIGTERM the server stops accepting connections, and every
 * request it has read is answered; what it must never do is read a request it will not answer.
 *
 * Node's `server.close()` destroys every connection it deems idle, and a connection whose response
 * has been handed to `end()` counts as idle even while megabytes of it are still waiting to be
 * written: a 67 MB list was cut at 34 MB. The first fix ended idle keep-alive connections with a
 * FIN (`socket.end()`), which only closes the writing half: a request a client had sent at that
 * moment was still read and stored, and its answer could not be written (8-10 requests per SIGTERM
 * under load got a closed socket, 6-8 of them stored; behind nginx, a 502 for a stored request).
 *
 * So here, at closing:
 * - a connection with requests in flight keeps them: each answer carries `Connection: close`
 *   (app.ts), so the connection ends with its last answer;
 * - a connection between two requests stays open, and read, for up to `idleCloseMs` after its last
 *   answer: a request arriving on it is answered, with `Connection: close`. Once it has been idle
 *   that long it is destroyed, which stops reading at once: a request racing with the close is
 *   never read (the client sees the connection close before any answer, and nothing was stored);
 * - whatever is still open after `graceMs` is cut.
 *
 * A keep-alive client cannot tell a server closing an idle connection from one that never read the
 * request it sent at that moment: HTTP/1.1 has no way to close an idle connection without that
 * race, so it is kept to connections idle for `idleCloseMs`, which a proxy in front has closed
 * itself by then (deploy/nginx/nirman.conf: upstream `keepalive_timeout 4s`).
 */
export function drainConnectionsOnClose(
  server: Server,
  { graceMs, idleCloseMs, onDraining }: DrainOptions,
) {
  const connections = new Map<Socket, Connection>()
  let closing = false

  /** Destroys the connection once it has been idle for idleCloseMs, unless a request comes. */
  const closeWhenIdle = (socket: Socket, connection: Connection) => {
    clearTimeout(connection.timer)
    if (connection.requests > 0 || socket.destroyed) return
    const wait = connection.idleSince + idleCloseMs - performance.now()
    if (wait <= 0) {
      socket.destroy()
      return
    }
    connection.timer = setTimeout(() => closeWhenIdle(socket, connection), wait)
  }

  server.on('connection', (socket: Socket) => {
    const connection: Connection = { requests: 0, idleSince: performance.now() }
    connections.set(socket, connection)
    socket.once('close', () => {
      clearTimeout(connection.timer)
      connections.delete(socket)
    })
    if (closing) closeWhenIdle(socket, connection)
  })
  server.on('request', (_request, response) => {
    const { socket } = response
    const connection = socket ? connections.get(socket) : undefined
    if (!socket || !connection) return
    connection.requests += 1
    clearTimeout(connection.timer)
    let done = false
    const written = () => {
      if (done) return
      done = true
      connection.requests -= 1
      connection.idleSince = performance.now()
      // An answer begun before closing has no `Connection: close`: its connection may carry one
      // more request, answered with it, or is closed once idle.
      if (closing) closeWhenIdle(socket, connection)
    }
    // 'finish': the last byte has been handed to the operating system; 'close': the client left.
    response.once('finish', written)
    response.once('close', written)
  })

  // Node calls this from server.close(); Fastify too when forceCloseConnections is 'idle'.
  server.closeIdleConnections = () => {
    if (closing) return
    closing = true
    let requests = 0
    for (const [socket, connection] of connections) {
      requests += connection.requests
      closeWhenIdle(socket, connection)
    }
    onDraining?.({ requests, connections: connections.size })
    const cut = setTimeout(() => {
      for (const socket of connections.keys()) socket.destroy()
    }, graceMs)
    cut.unref()
    server.once('close', () => clearTimeout(cut))
  }
}
