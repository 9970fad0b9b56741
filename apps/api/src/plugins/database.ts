import fp from 'fastify-plugin'
import type { DataSource } from 'typeorm'

declare module 'fastify' {
  interface FastifyInstance {
    db: DataSource
  }
}

export interface DatabasePluginOptions {
  /** Initialised and migrated by whoever owns it (the server, a test), who also destroys it. */
  dataSource: DataSource
}

/**
 * Makes the DataSource available to every route. Routes do not query it themselves: they call the
 * module of the aggregate they change (accounts/, leads/, portfolio/, audit/, alerts/).
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { dataSource }) => {
    app.decorate('db', dataSource)
  },
  { name: 'database', fastify: '5.x' },
)
