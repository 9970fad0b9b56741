import { privacyPolicy as privacyPolicyHindi } from '../content/hi/legal'
import { privacyPolicy as privacyPolicyEnglish } from '../content/legal'
import { LegalDocumentPage } from '../features/sections/legal-document'
import { inPageLang } from '../i18n/page-content'
import { pageMeta } from '../seo/meta'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const privacyPolicy = inPageLang(privacyPolicyEnglish, privacyPolicyHindi)

export const meta = () => pageMeta({ ...privacyPolicy.meta, path: '/privacy-policy' })

export default function PrivacyPolicyPage() {
  return <LegalDocumentPage document={privacyPolicy} />
}
