import { Button } from '@nirman/ui'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { homeCopy } from '../../content/home'
import { serviceList } from '../../content/services'
import { PageSection } from '../sections/page-section'
import { ServiceGrid } from '../services/service-grid'

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
