import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Waits until `check` returns a value that is not undefined (a row reaching a state in the
 * database, which announces itself by no event), looking every 25 ms; fails after `timeoutMs` with
 * `what` in the message. The limit is a safety net for a broken build, not a guess of how long it
 * takes: on a loaded machine the condition is simply met later.
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await sleep(25)
  }
}
