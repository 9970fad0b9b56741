import { services as servicesHindi, keptInEnglish as servicesKept } from '../../content/hi/services'
import { type Service, serviceList, services as servicesEnglish } from '../../content/services'
import type { Lang } from '../../i18n/lang'
import { textIn } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'

/** The services in `lang` (app/i18n/page-text.ts). */
export function servicesIn(lang: Lang): typeof servicesEnglish {
  return textIn(lang, servicesEnglish, servicesHindi, servicesKept)
}

/** The services in the language of the page being drawn. */
export function usePageServices(): typeof servicesEnglish {
  return servicesIn(useLang())
}

/** The six services in the order of the marketing copy, in `lang`. */
export function serviceListIn(lang: Lang): Service[] {
  const services = servicesIn(lang)
  return serviceList.map(({ id }) => services[id])
}

/** The six services in the order of the marketing copy, in the page's language. */
export function usePageServiceList(): Service[] {
  return serviceListIn(useLang())
}
