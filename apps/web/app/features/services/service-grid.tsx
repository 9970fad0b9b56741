import type { Service } from '../../content/services'
import { ServiceCard } from './service-card'

export interface ServiceGridProps {
  services: readonly Service[]
  linkLabel: string
}

/** The services as cards: three columns on wide screens, one on phones. */
export function ServiceGrid({ services, linkLabel }: ServiceGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} linkLabel={linkLabel} />
        </li>
      ))}
    </ul>
  )
}
