import { useParams } from 'react-router'
import {
  serviceDetailCopy as serviceDetailCopyHindi,
  keptInEnglish as servicesKept,
} from '../content/hi/services'
import { type Service, serviceDetailCopy as serviceDetailCopyEnglish } from '../content/services'
import { paths, type ServiceId, serviceIds } from '../content/site-map'
import { pageServices as services } from '../features/services/page-services'
import { ServiceDetail } from '../features/services/service-detail'
import { ServiceNotFound } from '../features/services/service-not-found'
import { inPageLang } from '../i18n/page-content'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/service-detail'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const serviceDetailCopy = inPageLang(serviceDetailCopyEnglish, serviceDetailCopyHindi, servicesKept)

function isServiceId(id: string | undefined): id is ServiceId {
  return serviceIds.some((serviceId) => serviceId === id)
}

function findService(id: string | undefined): Service | undefined {
  return isServiceId(id) ? services[id] : undefined
}

export const meta = ({ params }: Pick<Route.MetaArgs, 'params'>) => {
  const service = findService(params.id)
  if (!service) {
    return pageMeta({
      title: serviceDetailCopy.notFound.title,
      description: serviceDetailCopy.notFound.metaDescription,
      path: '/404',
      noIndex: true,
    })
  }
  return pageMeta({
    title: service.title,
    description: service.shortDescription,
    path: paths.service(service.id),
    image: service.imageUrl,
  })
}

export default function ServiceDetailPage() {
  const service = findService(useParams().id)
  return service ? <ServiceDetail service={service} /> : <ServiceNotFound />
}
