import { Button } from '@nirman/ui'
import { ArrowRight } from 'lucide-react'
import { homeSectionsCopy as homeSectionsCopyHindi } from '../../content/hi/home-sections'
import { homeSectionsCopy as homeSectionsCopyEnglish } from '../../content/home-sections'
import { Link } from '../../i18n/link'
import { inPageLang } from '../../i18n/page-content'
import { PageSection } from '../sections/page-section'
import { pageServiceList } from '../services/page-services'
import { ServiceGrid } from '../services/service-grid'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const homeSectionsCopy = inPageLang(homeSectionsCopyEnglish, homeSectionsCopyHindi)

/** The six services as cards (#services), each opening its own page. */
export function ServicesOverview() {
  const copy = homeSectionsCopy.servicesSection
  return (
    <PageSection id="services" title={copy.title} description={copy.description} tone="muted">
      <ServiceGrid services={pageServiceList()} linkLabel={copy.linkLabel} />
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
