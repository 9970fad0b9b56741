import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The secret that signs session cookies: SESSION_SECRET when set, otherwise one generated on first
 * start and kept in the data folder, so `pnpm start` needs no set-up and sessions survive a restart.
 * Several instances behind one load balancer must share SESSION_SECRET.
 */
export function loadSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured
  const file = join(dataDir, 'session-secret')
  try {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
