import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { ContactBody, QuoteOutcome } from '../../leads/contact-body'
import { storeQuote } from '../../leads/quote-intake'
import { companyLandUnitSizes } from '../../settings/company-land-units'

/**
 * Stores a quote request with the settings in use, held in memory (polled by the site-settings
 * plugin): the land size's square feet read with the company's katha, and the request given its
 * assignee by the owner's rules. No query of its own besides the store.
 */
export function quoteStoreOf(app: FastifyInstance) {
  return (submission: ContactBody, log: FastifyBaseLogger): Promise<QuoteOutcome> => {
    const { settings } = app.siteSettings.current()
    const sizes = companyLandUnitSizes(settings)
    const rules = app.siteSettings.salesDesk()
    return storeQuote(app.db, app.leadAlerts, submission, log, sizes, rules)
  }
}
