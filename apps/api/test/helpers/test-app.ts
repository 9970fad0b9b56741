import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { DataSource, Repository } from 'typeorm'
import { ensureStartupAdmin } from '../../src/accounts/startup-admin'
import { type AppOptions, buildApp } from '../../src/app'
import {
  AdminUserEntity,
  type AdminUserRow,
  ContactSubmissionEntity,
  type ContactSubmissionRow,
  ProjectEntity,
  type ProjectRow,
  SessionEntity,
  type SessionRow,
} from '../../src/db/entities'
import { openDatabase } from '../../src/db/open-database'
import { createTestDatabase, type TestDatabase } from './test-database'

export const TEST_ADMIN = {
  username: 'staff',
  password: 'correct horse battery',
  name: 'Sunita Devi',
}
export const TEST_SESSION_SECRET = 'test-session-secret-of-at-least-32-characters'

const quietLog = { info: () => {}, warn: () => {} }

export interface TestContext {
  app: FastifyInstance
  dataSource: DataSource
  /** The tables tests look into to see what a request stored. */
  repositories: {
    contactSubmissions: Repository<ContactSubmissionRow>
    adminUsers: Repository<AdminUserRow>
    sessions: Repository<SessionRow>
    projects: Repository<ProjectRow>
  }
  database: TestDatabase
  /** Signs in as TEST_ADMIN and returns the Cookie header value to send with later requests. */
  login(): Promise<string>
  /** Another instance of the API on the same database (as behind a load balancer). */
  startSecondInstance(overrides?: Partial<AppOptions>): Promise<FastifyInstance>
  close(): Promise<void>
}

/** The `name=value` of the session cookie a response sets, for a `cookie` request header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'nirman.sid')
  if (!cookie) throw new Error(`no session cookie in the response (status ${response.statusCode})`)
  return `${cookie.name}=${cookie.value}`
}

/**
 * Boots the real app on a database of its own, migrated, with TEST_ADMIN created. Use one per test
 * file (beforeAll) and close it in afterAll.
 */
export async function createTestContext(overrides: Partial<AppOptions> = {}): Promise<TestContext> {
  const database = await createTestDatabase()
  const instances: FastifyInstance[] = []
  const dataSources: DataSource[] = []
  const open = () =>
    openDatabase({
      url: database.url,
      poolSize: 4,
      log: quietLog,
      attempts: 1,
      afterMigrations: (dataSource) =>
        ensureStartupAdmin(
          dataSource,
          {
            ADMIN_USERNAME: TEST_ADMIN.username,
            ADMIN_PASSWORD: TEST_ADMIN.password,
            ADMIN_NAME: TEST_ADMIN.name,
          },
          quietLog,
        ),
    })
  const start = async (dataSource: DataSource, extra: Partial<AppOptions>) => {
    const app = await buildApp({
      dataSource,
      sessionSecret: TEST_SESSION_SECRET,
      // Reminders are looked for when a test asks (app.visitReminders.look), at the time it says.
      visitReminderLookMs: false,
      ...overrides,
      ...extra,
    })
    await app.ready()
    instances.push(app)
    return app
  }

  const dataSource = await open()
  dataSources.push(dataSource)
  const app = await start(dataSource, {})

  return {
    app,
    dataSource,
    repositories: {
      contactSubmissions: dataSource.getRepository(ContactSubmissionEntity),
      adminUsers: dataSource.getRepository(AdminUserEntity),
      sessions: dataSource.getRepository(SessionEntity),
      projects: dataSource.getRepository(ProjectEntity),
    },
    database,
    async login() {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      })
      if (response.statusCode !== 200)
        throw new Error(`login failed: ${response.statusCode} ${response.body}`)
      return sessionCookie(response)
    },
    async startSecondInstance(extra = {}) {
      const second = await open()
      dataSources.push(second)
      return start(second, extra)
    },
    async close() {
      for (const instance of instances) await instance.close()
      for (const source of dataSources) if (source.isInitialized) await source.destroy()
      await database.drop()
    },
  }
}
