import { useParams } from 'react-router'
import {
  serviceDetailCopy as serviceDetailCopyHindi,
  keptInEnglish as servicesKept,
} from '../content/hi/services'
import { type Service, serviceDetailCopy as serviceDetailCopyEnglish } from '../content/services'
import { paths, type ServiceId, serviceIds } from '../content/site-map'
import { servicesIn, usePageServices } from '../features/services/page-services'
import { ServiceDetail } from '../features/services/service-detail'
import { ServiceNotFound } from '../features/services/service-not-found'
import { langOf } from '../i18n/lang'
import { textIn } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/service-detail'

function isServiceId(id: string | undefined): id is ServiceId {
  return serviceIds.some((serviceId) => serviceId === id)
}

/** The service `id` names, from `services` (the services in the page's language). */
function findService(
  services: ReturnType<typeof servicesIn>,
  id: string | undefined,
): Service | undefined {
  return isServiceId(id) ? services[id] : undefined
}

// Content in the language of the page being shown (app/i18n/page-text.ts).
export const meta = ({ params, location }: Pick<Route.MetaArgs, 'params' | 'location'>) => {
  const lang = langOf(location.pathname)
  const service = findService(servicesIn(lang), params.id)
  if (!service) {
    const { notFound } = textIn(
      lang,
      serviceDetailCopyEnglish,
      serviceDetailCopyHindi,
      servicesKept,
    )
    return pageMeta({
      title: notFound.title,
      description: notFound.metaDescription,
      path: '/404',
      noIndex: true,
      lang,
    })
  }
  return pageMeta({
    title: service.title,
    description: service.shortDescription,
    path: paths.service(service.id),
    image: service.imageUrl,
    lang,
  })
}

export default function ServiceDetailPage() {
  const service = findService(usePageServices(), useParams().id)
  return service ? <ServiceDetail service={service} /> : <ServiceNotFound />
}
