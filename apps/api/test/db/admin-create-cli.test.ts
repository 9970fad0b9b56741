import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, TEST_ADMIN, type TestContext } from '../helpers/test-app'

// `pnpm --filter @nirman/api admin:create` runs the built file; here the same source runs through
// tsx, so the test needs no build. Starting tsx and hashing takes seconds on a busy machine, hence
// the longer bound on these tests.
const apiFolder = fileURLToPath(new URL('../..', import.meta.url))

interface CliResult {
  exitCode: number
  stdout: string
  stderr: string
}

function runAdminCreate(
  args: string[],
  env: Record<string, string>,
  stdin = '',
): Promise<CliResult> {
  const { ADMIN_USERNAME, ADMIN_PASSWORD, ADMIN_NAME, ...inherited } = process.env
  return new Promise((resolve) => {
    const child = execFile(
      'node_modules/.bin/tsx',
      ['src/cli/admin-create.ts', ...args],
      { cwd: apiFolder, env: { ...inherited, ...env }, timeout: 20_000 },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ exitCode, stdout, stderr })
      },
    )
    child.stdin?.end(stdin)
  })
}

describe('admin:create (src/cli/admin-create.ts)', () => {
  let context: TestContext
  beforeAll(async () => {
    context = await createTestContext()
  })
  afterAll(async () => {
    await context.close()
  })

  const login = (username: string, password: string) =>
    context.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } })

  it('creates an admin with the password from ADMIN_PASSWORD, who can then sign in', async () => {
    const result = await runAdminCreate(['--username', 'ravi', '--name', 'Ravi Kumar'], {
      DATABASE_URL: context.database.url,
      ADMIN_PASSWORD: 'password from the environment',
    })

    expect(result).toMatchObject({ exitCode: 0, stderr: '' })
    expect(result.stdout).toContain('Admin "ravi" created.')
    expect(result.stdout).not.toContain('password from the environment')
    const signedIn = await login('ravi', 'password from the environment')
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toMatchObject({ username: 'ravi', name: 'Ravi Kumar' })
  }, 60_000)

  it("resets an existing admin's password from standard input with --password-stdin", async () => {
    const result = await runAdminCreate(
      ['--username', TEST_ADMIN.username, '--password-stdin'],
      { DATABASE_URL: context.database.url },
      'password typed on stdin\n',
    )

    expect(result).toMatchObject({ exitCode: 0, stderr: '' })
    expect(result.stdout).toContain(`Admin "${TEST_ADMIN.username}" updated.`)
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password)).statusCode).toBe(401)
    const signedIn = await login(TEST_ADMIN.username, 'password typed on stdin')
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toMatchObject({ name: TEST_ADMIN.name })
  }, 60_000)
})
