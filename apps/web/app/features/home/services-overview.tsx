import { Button } from '@nirman/ui'
import { ArrowRight } from 'lucide-react'
import { homeSectionsCopy as homeSectionsCopyHindi } from '../../content/hi/home-sections'
import { homeSectionsCopy as homeSectionsCopyEnglish } from '../../content/home-sections'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'
import { PageSection } from '../sections/page-section'
import { usePageServiceList } from '../services/page-services'
import { ServiceGrid } from '../services/service-grid'

/** The six services as cards (#services), each opening its own page. */
export function ServicesOverview() {
  // Texts in the language of the page being drawn (app/i18n/page-text.ts).
  const copy = usePageText(homeSectionsCopyEnglish, homeSectionsCopyHindi).servicesSection
  const services = usePageServiceList()
  return (
    <PageSection id="services" title={copy.title} description={copy.description} tone="muted">
      <ServiceGrid services={services} linkLabel={copy.linkLabel} />
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
