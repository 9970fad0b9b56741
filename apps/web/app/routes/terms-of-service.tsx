import { termsOfService } from '../content/legal'
import { LegalDocumentPage } from '../features/sections/legal-document'
import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ ...termsOfService.meta, path: '/terms-of-service' })

export default function TermsOfServicePage() {
  return <LegalDocumentPage document={termsOfService} />
}
