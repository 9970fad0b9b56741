// `pnpm --filter @nirman/api admin:create -- --username ravi --name "Ravi Kumar"`: creates that
// admin, or sets a new password on an existing one. The password comes from ADMIN_PASSWORD, from
// standard input with --password-stdin, or is generated and printed once.
import { text } from 'node:stream/consumers'
import { parseArgs } from 'node:util'
import { createOrResetAdmin } from '../accounts/startup-admin'
import { prepareDataDir, resolveDatabaseUrl } from '../db/data-dir'
import { openDatabase } from '../db/open-database'
import { readEnv } from '../env'
import { generatePassword } from '../security/passwords'
import { usernameForNewAccount } from '../security/usernames'

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    name: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})

if (values.help || !values.username) {
  console.log(`Usage: pnpm --filter @nirman/api admin:create -- --username <name> [--name "Full Name"] [--password-stdin]

Creates the admin account, or resets its password. The password is read from ADMIN_PASSWORD,
from standard input with --password-stdin, or generated and printed once. Uses DATABASE_URL.`)
  process.exit(values.help ? 0 : 1)
}

const env = readEnv()
let username: string
try {
  username = usernameForNewAccount(values.username)
} catch (error) {
  console.error(`${(error as Error).message}.`)
  process.exit(1)
}
const fromStdin = values['password-stdin'] ? (await text(process.stdin)).trim() : undefined
const generated = !fromStdin && !env.ADMIN_PASSWORD
const password = fromStdin || env.ADMIN_PASSWORD || generatePassword()
if (password.length < 10) {
  console.error('The password must be at least 10 characters.')
  process.exit(1)
}

const log = {
  info: (message: string) => console.log(message),
  warn: (message: string) => console.warn(message),
}
// Migrate first (a fresh database has no tables yet), but create no start-up admin of its own.
// The same database the server opens: a relative SQLite file lives in DATA_DIR.
const url = resolveDatabaseUrl(env.DATABASE_URL, prepareDataDir(env.DATA_DIR))
const dataSource = await openDatabase({ url, poolSize: 1, log })
try {
  const outcome = await createOrResetAdmin(dataSource, { username, password, name: values.name })
  console.log(`Admin "${username}" ${outcome === 'created' ? 'created' : 'updated'}.`)
  if (generated) console.log(`Password (shown only this once): ${password}`)
} finally {
  await dataSource.destroy()
}
