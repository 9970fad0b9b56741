import { termsOfService as termsOfServiceHindi } from '../content/hi/legal'
import { termsOfService as termsOfServiceEnglish } from '../content/legal'
import { LegalDocumentPage } from '../features/sections/legal-document'
import { langOf } from '../i18n/lang'
import { textIn, usePageText } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/terms-of-service'

// Content in the language of the page being shown (app/i18n/page-text.ts).
export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  const termsOfService = textIn(lang, termsOfServiceEnglish, termsOfServiceHindi)
  return pageMeta({ ...termsOfService.meta, path: '/terms-of-service', lang })
}

export default function TermsOfServicePage() {
  const termsOfService = usePageText(termsOfServiceEnglish, termsOfServiceHindi)
  return <LegalDocumentPage document={termsOfService} />
}
