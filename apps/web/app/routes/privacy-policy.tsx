import { privacyPolicy as privacyPolicyHindi } from '../content/hi/legal'
import { privacyPolicy as privacyPolicyEnglish } from '../content/legal'
import { LegalDocumentPage } from '../features/sections/legal-document'
import { langOf } from '../i18n/lang'
import { textIn, usePageText } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/privacy-policy'

// Content in the language of the page being shown (app/i18n/page-text.ts).
export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  const privacyPolicy = textIn(lang, privacyPolicyEnglish, privacyPolicyHindi)
  return pageMeta({ ...privacyPolicy.meta, path: '/privacy-policy', lang })
}

export default function PrivacyPolicyPage() {
  const privacyPolicy = usePageText(privacyPolicyEnglish, privacyPolicyHindi)
  return <LegalDocumentPage document={privacyPolicy} />
}
