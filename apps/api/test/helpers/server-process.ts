import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { resolve } from 'node:path'
import { createInterface } from 'node:readline'

/** The real server (src/server.ts through tsx) in a process of its own, on a port it picks. */
export interface ServerProcess {
  readonly child: ChildProcess
  /** http://127.0.0.1:<port> once it listens. */
  readonly baseUrl: string
  readonly port: number
  /** Every log message so far (pino's `msg`). */
  readonly messages: string[]
  /** Resolves with the first log message (past or future) that matches. */
  waitForMessage(pattern: RegExp): Promise<string>
  /** Resolves with the exit code. */
  readonly exited: Promise<number | null>
  kill(): Promise<void>
}

const serverEntry = resolve(import.meta.dirname, '../../src/server.ts')
const tsxLoader = import.meta.resolve('tsx')

export async function startServerProcess(
  env: Record<string, string>,
  cwd = resolve(import.meta.dirname, '../..'),
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', tsxLoader, serverEntry], {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  const messages: string[] = []
  const waiting: { pattern: RegExp; found: (message: string) => void }[] = []
  const output = (line: string) => {
    let message = line
    try {
      message = String((JSON.parse(line) as { msg?: unknown }).msg ?? line)
    } catch {
      // Not a log line (an error printed before the logger exists): kept as it is.
    }
    messages.push(message)
    for (const waiter of [...waiting]) {
      if (waiter.pattern.test(message)) {
        waiting.splice(waiting.indexOf(waiter), 1)
        waiter.found(message)
      }
    }
  }
  if (child.stdout) createInterface({ input: child.stdout }).on('line', output)
  if (child.stderr) createInterface({ input: child.stderr }).on('line', output)

  const waitForMessage = (pattern: RegExp) => {
    const past = messages.find((message) => pattern.test(message))
    if (past !== undefined) return Promise.resolve(past)
    return new Promise<string>((found, failed) => {
      waiting.push({ pattern, found })
      void exited.then((code) =>
        failed(
          new Error(
            `the server exited (${code}) before logging ${pattern}:\n${messages.join('\n')}`,
          ),
        ),
      )
    })
  }
  const listening = await waitForMessage(/^Server listening at http:\/\/127\.0\.0\.1:\d+/)
  const port = Number(listening.match(/:(\d+)$/)?.[1])
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    messages,
    waitForMessage,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL')
        await exited
      }
    },
  }
}
