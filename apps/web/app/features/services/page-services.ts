import { services as servicesHindi, keptInEnglish as servicesKept } from '../../content/hi/services'
import { type Service, serviceList, services as servicesEnglish } from '../../content/services'
import { inPageLang } from '../../i18n/page-content'

/** The services in the language of the page being shown (app/i18n/page-content.ts). */
export const pageServices = inPageLang(servicesEnglish, servicesHindi, servicesKept)

/**
 * The six services in the order of the marketing copy, in the page's language. Read it while
 * rendering: a list taken from content/services.ts alone is English on a Hindi page.
 */
export function pageServiceList(): Service[] {
  return serviceList.map(({ id }) => pageServices[id])
}
