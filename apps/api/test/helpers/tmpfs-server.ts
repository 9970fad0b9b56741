import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { resolve } from 'node:path'
import { createInterface } from 'node:readline'

/**
 * The real server (src/server.ts through tsx) with its DATA_DIR on a small tmpfs of its own: a disk
 * that really fills up. The tmpfs is mounted in a private mount namespace (`unshare --user
 * --map-root-user --mount`: no root needed where user namespaces are allowed, and nothing mounted
 * on the machine itself), so it exists only for the server's process. The test reaches the files
 * through /proc/<pid>/root (to fill the disk and free it again); once the server has exited, the
 * wrapper copies DATA_DIR to `copyTo` on the ordinary disk, for the test to open as a restart would,
 * and the tmpfs disappears with the namespace.
 */
export interface TmpfsServer {
  readonly baseUrl: string
  /** The server's process id (pino's `pid`), for SIGTERM. */
  readonly pid: number
  /** DATA_DIR as this process sees it (inside the server's namespace). */
  readonly dataDir: string
  /** Every log message so far (pino's `msg`). */
  readonly messages: string[]
  /** Resolves once the server has exited and DATA_DIR has been copied; rejects if the copy failed. */
  readonly copied: Promise<void>
  kill(): Promise<void>
}

const serverEntry = resolve(import.meta.dirname, '../../src/server.ts')
const tsxLoader = import.meta.resolve('tsx')

// $1: the mount point (an empty folder of the test), $2: where DATA_DIR is copied after the run.
const wrapper = `
mount -t tmpfs -o "size=$TMPFS_SIZE,mode=0700" tmpfs "$1" || exit 97
"$NODE" --import "$TSX" "$ENTRY"
echo "server exited with $?"
cp -a "$1"/. "$2"/ && echo "data copied"
`

export async function startTmpfsServer(options: {
  mountPoint: string
  copyTo: string
  size: string
  env: Record<string, string>
}): Promise<TmpfsServer> {
  const child: ChildProcess = spawn(
    'unshare',
    [
      '--user',
      '--map-root-user',
      '--mount',
      'sh',
      '-c',
      wrapper,
      'sh',
      options.mountPoint,
      options.copyTo,
    ],
    {
      cwd: resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        NODE: process.execPath,
        TSX: tsxLoader,
        ENTRY: serverEntry,
        TMPFS_SIZE: options.size,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        DATA_DIR: options.mountPoint,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const messages: string[] = []
  // `unshare` missing (util-linux) is an 'error' event, not an exit: reported as an exit of 127.
  const exited = Promise.race([
    once(child, 'exit').then(([code]) => code as number | null),
    once(child, 'error').then(([error]) => {
      messages.push(`unshare could not be started: ${(error as Error).message}`)
      return 127
    }),
  ])
  let pid = 0
  let onListening: ((url: string) => void) | undefined
  const output = (line: string) => {
    let message = line
    try {
      const entry = JSON.parse(line) as { msg?: unknown; pid?: unknown }
      message = String(entry.msg ?? line)
      if (typeof entry.pid === 'number') pid = entry.pid
    } catch {
      // Not a log line: the wrapper's own, or an error printed before the logger exists.
    }
    messages.push(message)
    const listening = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(message)
    if (listening?.[1]) onListening?.(listening[1])
  }
  if (child.stdout) createInterface({ input: child.stdout }).on('line', output)
  if (child.stderr) createInterface({ input: child.stderr }).on('line', output)

  const baseUrl = await new Promise<string>((found, failed) => {
    onListening = found
    void exited.then((code) =>
      failed(
        new Error(`the tmpfs server exited (${code}) before listening:\n${messages.join('\n')}`),
      ),
    )
  })
  const copied = exited.then((code) => {
    if (code !== 0 || !messages.includes('data copied'))
      throw new Error(`the wrapper exited (${code}) without copying:\n${messages.join('\n')}`)
  })
  copied.catch(() => {})
  return {
    baseUrl,
    pid,
    dataDir: `/proc/${pid}/root${options.mountPoint}`,
    messages,
    copied,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
      await exited
    },
  }
}
