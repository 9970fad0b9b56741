import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { SiteSettingsStore } from '../settings/site-settings-store'

declare module 'fastify' {
  interface FastifyInstance {
    /** The owner's settings in use on this instance (settings/site-settings-store.ts). */
    siteSettings: SiteSettingsStore
    /**
     * The website's origin for links in e-mails and invitations (`https://www.example.in`): the
     * owner's public address, else PUBLIC_URL, else the address `request` came to. The staff
     * dashboard may be deployed on another host, so a link to the website is never taken from a
     * staff request's host while one is set.
     */
    websiteOrigin(request: FastifyRequest): string
  }
}

/** The origin of `address`, or undefined when it is empty or not an address. */
function originOf(address: string | undefined): string | undefined {
  if (!address) return undefined
  try {
    return new URL(address).origin
  } catch {
    return undefined
  }
}

/**
 * The owner's settings: read when the app is ready (the defaults while the database cannot say),
 * then looked for every `pollMs`, so a change saved through another instance is used here too.
 */
export const siteSettingsPlugin = fp<{
  pollMs?: number | undefined
  publicUrl?: string | undefined
}>(
  async (app, { pollMs, publicUrl }) => {
    const store = new SiteSettingsStore(app.db, app.log, pollMs)
    app.decorate('siteSettings', store)
    app.decorate(
      'websiteOrigin',
      (request: FastifyRequest) =>
        originOf(store.current().settings.company.publicUrl) ??
        originOf(publicUrl) ??
        `${request.protocol}://${request.host}`,
    )
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
