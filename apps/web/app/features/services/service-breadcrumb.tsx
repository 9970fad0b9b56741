import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@nirman/ui'
import {
  serviceDetailCopy as serviceDetailCopyHindi,
  keptInEnglish as servicesKept,
} from '../../content/hi/services'
import { serviceDetailCopy as serviceDetailCopyEnglish } from '../../content/services'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'
import { useFrameCopy } from '../chrome/use-frame-copy'

/** Home / Services / the service's title (website.md section 2, "/services/{id}"). */
export function ServiceBreadcrumb({ title }: { title: string }) {
  const serviceDetailCopy = usePageText(
    serviceDetailCopyEnglish,
    serviceDetailCopyHindi,
    servicesKept,
  )
  return (
    <Breadcrumb aria-label={useFrameCopy().breadcrumb}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink asChild>
            <Link to="/">{serviceDetailCopy.breadcrumbHome}</Link>
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbLink asChild>
            <Link to="/services">{serviceDetailCopy.breadcrumbServices}</Link>
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>{title}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  )
}
