import { Button } from '@nirman/ui'
import { ArrowRight } from 'lucide-react'
import { homeCopy as homeCopyEnglish } from '../../content/home'
import { serviceList } from '../../content/services'
import { hindiTexts } from '../../i18n/hindi-texts'
import { Link } from '../../i18n/link'
import { inPageLang } from '../../i18n/page-content'
import { PageSection } from '../sections/page-section'
import { ServiceGrid } from '../services/service-grid'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const homeCopy = inPageLang(homeCopyEnglish, () => hindiTexts()?.home.homeCopy)

/** The six services as cards (#services), each opening its own page. */
export function ServicesOverview() {
  const copy = homeCopy.servicesSection
  return (
    <PageSection id="services" title={copy.title} description={copy.description} tone="muted">
      <ServiceGrid services={serviceList} linkLabel={copy.linkLabel} />
      <div className="mt-10 flex justify-center">
        <Button asChild variant="outline">
          <Link to={copy.allTo}>
            {copy.allLabel}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </PageSection>
  )
}
