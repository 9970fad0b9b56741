import type { Agent as HttpAgent, IncomingMessage, RequestOptions } from 'node:http'
import { request as httpRequest } from 'node:http'
import type { Agent as HttpsAgent } from 'node:https'
import { request as httpsRequest } from 'node:https'
import { performance } from 'node:perf_hooks'

/** What became of one quote request a load client sent. */
export interface QuoteOutcome {
  /** The request's own words in `message`, to find its row afterwards. */
  marker: string
  /** When it was sent and when its answer (or failure) came, on performance.now()'s clock. */
  sentAt: number
  settledAt: number
  status?: number
  /** The id a 201 gave. */
  id?: number
  /** The `connection` header of the answer. */
  connection?: string
  /** The failure's code (ECONNRESET, ECONNREFUSED...) when no answer came. */
  error?: string
}

export interface QuoteLoadTarget {
  /** `http` straight to a server, `https` to nginx. */
  protocol: 'http' | 'https'
  port: number
  /** A keep-alive agent: connections are reused between requests, as browsers and proxies do. */
  agent: HttpAgent | HttpsAgent
  /** Extra request options: the Host header, nginx's certificate... */
  options?: RequestOptions & { ca?: Buffer; servername?: string }
  headers?: Record<string, string>
}

export interface QuoteLoad {
  readonly outcomes: QuoteOutcome[]
  /** Resolves once `count` more answers (of any kind) have come. */
  answered(count: number): Promise<void>
  /** Lets every client finish the request it is sending, then stops them. */
  stop(): Promise<void>
}

/**
 * A quote request as the website sends it: with an idempotency key of its own (the website's is one
 * per filled-in form and page), so a proxy may send it again to another instance without storing it
 * twice.
 */
const quoteOf = (marker: string) => ({
  name: 'Anita Sinha',
  phone: '9876543210',
  email: 'anita@example.in',
  projectType: 'Interior Design',
  message: marker,
  source: { form: 'hero' },
  idempotencyKey: `load-${marker.replaceAll(/[^A-Za-z0-9]+/g, '-')}`,
})

function postQuote(target: QuoteLoadTarget, marker: string): Promise<QuoteOutcome> {
  const sentAt = performance.now()
  const body = JSON.stringify(quoteOf(marker))
  const send = target.protocol === 'https' ? httpsRequest : httpRequest
  return new Promise((settle) => {
    const outgoing = send(
      {
        host: '127.0.0.1',
        port: target.port,
        method: 'POST',
        path: '/api/contact',
        agent: target.agent,
        ...target.options,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          ...target.headers,
        },
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', (error: NodeJS.ErrnoException) =>
          settle({ marker, sentAt, settledAt: performance.now(), error: error.code ?? 'error' }),
        )
        response.on('end', () => {
          const status = response.statusCode ?? 0
          let id: number | undefined
          if (status === 201)
            id = (JSON.parse(Buffer.concat(chunks).toString()) as { id: number }).id
          settle({
            marker,
            sentAt,
            settledAt: performance.now(),
            status,
            id,
            connection: response.headers.connection,
          })
        })
      },
    )
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      settle({ marker, sentAt, settledAt: performance.now(), error: error.code ?? error.message }),
    )
    outgoing.end(body)
  })
}

/**
 * `clients` visitors posting quote requests one after another, each on its own keep-alive
 * connection (the agent's), each request with its own marker in `message`. A client stops at its
 * first refused connection (`stopAtRefusal`: the server is gone and will not come back) or when
 * told to stop.
 */
export function startQuoteLoad(
  target: QuoteLoadTarget,
  { clients, label, stopAtRefusal }: { clients: number; label: string; stopAtRefusal: boolean },
): QuoteLoad {
  const outcomes: QuoteOutcome[] = []
  const waiters: { count: number; done: () => void }[] = []
  let stopped = false
  const runClient = async (client: number) => {
    for (let sequence = 0; !stopped; sequence += 1) {
      const outcome = await postQuote(target, `${label} client ${client} request ${sequence}`)
      outcomes.push(outcome)
      for (const waiter of [...waiters]) {
        if (outcomes.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1)
          waiter.done()
        }
      }
      if (stopAtRefusal && outcome.error === 'ECONNREFUSED') return
    }
  }
  const running = Promise.all(Array.from({ length: clients }, (_, client) => runClient(client)))
  return {
    outcomes,
    answered(count) {
      const target = outcomes.length + count
      return new Promise((done) => waiters.push({ count: target, done }))
    },
    async stop() {
      stopped = true
      await running
    },
  }
}
