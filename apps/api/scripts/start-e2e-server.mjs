// Starts the production server of `pnpm start` (dist/server.js, serving the built website at / and
// the staff dashboard at /admin/) on a fresh SQLite database in a temporary folder, for the
// end-to-end tests of apps/web and apps/admin. Port: E2E_PORT. Staff account: e2e-staff.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = mkdtempSync(join(tmpdir(), 'nirman-e2e-'))

const server = spawn(process.execPath, ['dist/server.js'], {
  cwd: apiDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '3310',
    DATABASE_URL: `sqlite:${join(dataDir, 'e2e.sqlite')}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every test submits from 127.0.0.1: a real limit would throttle the suite, not a visitor.
    CONTACT_RATE_LIMIT: '0',
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_ADDRESS_LIMIT: '1000',
    ADMIN_USERNAME: 'e2e-staff',
    ADMIN_PASSWORD: 'e2e correct horse battery',
    ADMIN_NAME: 'Sunita Devi',
  },
})

const stop = (signal) => server.kill(signal)
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
