import type { Server, ServerOptions } from 'node:http'

/** How long a client may take to send a request (REQUEST_TIMEOUT_SECONDS, REQUEST_IDLE_SECONDS). */
export interface RequestTimeouts {
  /** The whole request, headers and body, must have arrived within this (ms), or 408. */
  requestMs: number
  /** Headers that take longer than this (ms), or a body from which no byte comes for this long: 408. */
  idleMs: number
}

/**
 * 5 minutes for a whole request: the 20 MB photo, the largest body the API takes, then needs a
 * phone's upload at 0.56 Mbit/s (70 KB/s), a weak 3G signal; a usual 4-5 MB phone photo needs a
 * fifth of that. 30 s without a byte: a phone that loses its signal for longer has lost the upload
 * anyway, and a client that opens connections and then sends nothing (slowloris) holds each for
 * 30 s, not forever. nginx in front reads the whole body itself before passing it on (with the same
 * 30 s between two reads: deploy/nginx/nirman.conf), so behind it these bounds never meet a phone.
 */
export const defaultRequestTimeouts: RequestTimeouts = { requestMs: 300_000, idleMs: 30_000 }

/**
 * Fastify's server options for these bounds. Fastify turns Node's own request timeout off (0), and
 * Node checks its timeouts every 30 s by default, which would let a bound of 30 s run to 60: here
 * every second.
 */
export function requestTimeoutOptions({ requestMs, idleMs }: RequestTimeouts): {
  requestTimeout: number
  connectionTimeout: number
  http: ServerOptions
} {
  return {
    requestTimeout: requestMs,
    // No blanket inactivity timeout of the socket: it would also cut an answer still being worked
    // out (a photo being converted). closeStalledRequests below watches the body only.
    connectionTimeout: 0,
    http: {
      headersTimeout: Math.min(idleMs, requestMs),
      connectionsCheckingInterval: Math.min(1000, idleMs),
    },
  }
}

const requestTimeoutAnswer =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'

/**
 * A request whose body stops coming for `idleMs` is answered 408 and its connection closed, so a
 * client that sends headers and half a body and then waits holds a socket (and a photo upload slot)
 * for `idleMs`, not until the 5 minutes of the whole request. Once the body is in, the answer may
 * take as long as it takes: nothing is cut while the server works.
 */
export function closeStalledRequests(server: Server, idleMs: number) {
  server.on('request', (request, response) => {
    // The socket's inactivity timer, which every byte read or written restarts; with a listener on
    // the response, Node leaves the decision to it instead of destroying the socket.
    response.setTimeout(idleMs, () => {
      const { socket } = request
      if (request.complete) {
        // The body is in. Only a client that has stopped reading its answer is let go.
        if (response.headersSent && socket.writableLength > 0) socket.destroy()
        return
      }
      // As Node answers a request whose headers are too slow: the answer, then the socket closed
      // (nothing more of the body is read).
      if (!response.headersSent && socket.writable) socket.write(requestTimeoutAnswer)
      socket.destroy()
    })
  })
}
