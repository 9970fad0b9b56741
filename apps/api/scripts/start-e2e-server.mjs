// Starts the production server of `pnpm start` (apps/api/dist/server.js, serving this app's build
// at /admin/) on a fresh SQLite database in a temporary folder, for the end-to-end tests.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const apiDir = join(here, '../../api')
const dataDir = mkdtempSync(join(tmpdir(), 'nirman-admin-e2e-'))

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
    ADMIN_DIST: join(here, '../dist'),
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
