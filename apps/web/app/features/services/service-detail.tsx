import type { ReactNode } from 'react'
import {
  serviceDetailCopy as serviceDetailCopyHindi,
  keptInEnglish as servicesKept,
} from '../../content/hi/services'
import { type Service, serviceDetailCopy as serviceDetailCopyEnglish } from '../../content/services'
import { usePageText } from '../../i18n/page-text'
import { CheckList } from '../sections/check-list'
import { RelatedWork } from './related-work'
import { ServiceBreadcrumb } from './service-breadcrumb'
import { ServiceSidebar } from './service-sidebar'

function DetailBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-5">
      <h2 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h2>
      {children}
    </section>
  )
}

/** The page of one service: overview, key features, benefits and related work, with a sidebar. */
export function ServiceDetail({ service }: { service: Service }) {
  const serviceDetailCopy = usePageText(
    serviceDetailCopyEnglish,
    serviceDetailCopyHindi,
    servicesKept,
  )
  const Icon = service.icon
  return (
    <>
      <div className="bg-secondary px-4 pt-4 pb-12">
        <div className="mx-auto max-w-7xl">
          <ServiceBreadcrumb title={service.title} />
          <div className="mt-6 grid items-center gap-8 md:grid-cols-[3fr_2fr]">
            <div>
              <span className="mb-4 flex size-14 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h1 className="text-balance font-bold text-4xl text-secondary-foreground tracking-tight sm:text-5xl">
                {service.title}
              </h1>
              <p className="mt-4 max-w-2xl text-lg text-muted-foreground sm:text-xl">
                {service.shortDescription}
              </p>
            </div>
            <img
              src={service.imageUrl}
              alt={service.imageAlt}
              width={400}
              height={260}
              fetchPriority="high"
              decoding="async"
              className="h-auto w-full rounded-xl"
            />
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-12">
          <DetailBlock title={serviceDetailCopy.overviewTitle}>
            <div className="space-y-4 text-foreground text-lg leading-relaxed">
              {service.fullDescription.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </DetailBlock>
          <div className="grid gap-12 md:grid-cols-2">
            <DetailBlock title={serviceDetailCopy.featuresTitle}>
              <CheckList items={service.features} />
            </DetailBlock>
            <DetailBlock title={serviceDetailCopy.benefitsTitle}>
              <CheckList items={service.benefits} />
            </DetailBlock>
          </div>
          <DetailBlock title={serviceDetailCopy.relatedTitle}>
            <p className="text-muted-foreground">{serviceDetailCopy.relatedDescription}</p>
            <RelatedWork items={service.relatedWork} />
          </DetailBlock>
        </div>
        <ServiceSidebar service={service} />
      </div>
    </>
  )
}
