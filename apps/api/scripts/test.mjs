// `pnpm --filter @nirman/api test`: the unit tests, the route tests on SQLite, and the same route
// tests on MySQL/MariaDB at TEST_MYSQL_URL. In CI (CI=true) the MySQL run is required: without
// TEST_MYSQL_URL, or with a server that cannot be reached, the run fails instead of skipping.
import { spawnSync } from 'node:child_process'

const mysqlUrl = process.env.TEST_MYSQL_URL
const inCi = process.env.CI === 'true' || process.env.CI === '1'
const projects = ['unit', 'sqlite']
if (mysqlUrl) {
  projects.push('mysql')
} else if (inCi) {
  console.error('TEST_MYSQL_URL must be set in CI: the API tests run against MySQL/MariaDB too.')
  process.exit(1)
} else {
  console.warn(
    'TEST_MYSQL_URL is not set: running the API tests on SQLite only. ' +
      'Set it (e.g. TEST_MYSQL_URL=mysql://root@127.0.0.1:3306) to run them on MySQL/MariaDB as well.',
  )
}

const args = [
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  ...process.argv.slice(2),
]
const result = spawnSync('vitest', args, { stdio: 'inherit', shell: false })
process.exit(result.status ?? 1)
