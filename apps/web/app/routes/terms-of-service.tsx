import { termsOfService as termsOfServiceHindi } from '../content/hi/legal'
import { termsOfService as termsOfServiceEnglish } from '../content/legal'
import { LegalDocumentPage } from '../features/sections/legal-document'
import { inPageLang } from '../i18n/page-content'
import { pageMeta } from '../seo/meta'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const termsOfService = inPageLang(termsOfServiceEnglish, termsOfServiceHindi)

export const meta = () => pageMeta({ ...termsOfService.meta, path: '/terms-of-service' })

export default function TermsOfServicePage() {
  return <LegalDocumentPage document={termsOfService} />
}
