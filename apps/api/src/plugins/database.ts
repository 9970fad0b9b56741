import fp from 'fastify-plugin'
import type { DataSource, Repository } from 'typeorm'
import {
  AdminUserEntity,
  type AdminUserRow,
  ContactSubmissionEntity,
  type ContactSubmissionRow,
  ProjectEntity,
  type ProjectRow,
  SessionEntity,
  type SessionRow,
} from '../db/entities'

export interface Repositories {
  contactSubmissions: Repository<ContactSubmissionRow>
  projects: Repository<ProjectRow>
  adminUsers: Repository<AdminUserRow>
  sessions: Repository<SessionRow>
}

declare module 'fastify' {
  interface FastifyInstance {
    db: DataSource
    repositories: Repositories
  }
}

export interface DatabasePluginOptions {
  /** Initialised and migrated by whoever owns it (the server, a test), who also destroys it. */
  dataSource: DataSource
}

/** Makes the DataSource and one repository per entity available to every route. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { dataSource }) => {
    app.decorate('db', dataSource)
    app.decorate('repositories', {
      contactSubmissions: dataSource.getRepository(ContactSubmissionEntity),
      projects: dataSource.getRepository(ProjectEntity),
      adminUsers: dataSource.getRepository(AdminUserEntity),
      sessions: dataSource.getRepository(SessionEntity),
    })
  },
  { name: 'database', fastify: '5.x' },
)
