import { privacyPolicy } from '../content/legal'
import { LegalDocumentPage } from '../features/sections/legal-document'
import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ ...privacyPolicy.meta, path: '/privacy-policy' })

export default function PrivacyPolicyPage() {
  return <LegalDocumentPage document={privacyPolicy} />
}
