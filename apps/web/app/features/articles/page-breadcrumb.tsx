import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@nirman/ui'
import { Fragment } from 'react'
import { Link } from '../../i18n/link'
import { useFrameCopy } from '../chrome/use-frame-copy'

export interface BreadcrumbStep {
  label: string
  to: string
}

export interface PageBreadcrumbProps {
  /** The pages above this one, from the home page down. */
  trail: readonly BreadcrumbStep[]
  /** This page's own name, the last step (not a link). */
  current: string
}

/** "Home / Resources / Knowledge Center / the article": the way back up the site. */
export function PageBreadcrumb({ trail, current }: PageBreadcrumbProps) {
  return (
    <Breadcrumb aria-label={useFrameCopy().breadcrumb}>
      <BreadcrumbList>
        {trail.map((step) => (
          <Fragment key={step.to}>
            <BreadcrumbItem>
              <BreadcrumbLink asChild>
                <Link to={step.to}>{step.label}</Link>
              </BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator />
          </Fragment>
        ))}
        <BreadcrumbItem>
          <BreadcrumbPage>{current}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  )
}
