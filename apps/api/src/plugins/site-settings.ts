import fp from 'fastify-plugin'
import { SiteSettingsStore } from '../settings/site-settings-store'

declare module 'fastify' {
  interface FastifyInstance {
    /** The owner's settings in use on this instance (settings/site-settings-store.ts). */
    siteSettings: SiteSettingsStore
  }
}

/**
 * The owner's settings: read when the app is ready (the defaults while the database cannot say),
 * then looked for every `pollMs`, so a change saved through another instance is used here too.
 */
export const siteSettingsPlugin = fp<{ pollMs?: number | undefined }>(
  async (app, { pollMs }) => {
    const store = new SiteSettingsStore(app.db, app.log, pollMs)
    app.decorate('siteSettings', store)
    app.addHook('onReady', async () => {
      await store
        .refresh()
        .catch((error: Error) =>
          app.log.warn(
            `The site settings could not be read; the defaults are used: ${error.message}`,
          ),
        )
      store.start()
    })
    app.addHook('onClose', async () => store.stop())
  },
  { name: 'site-settings', fastify: '5.x', dependencies: ['database'] },
)
