import { Button } from '@nirman/ui'
import { ArrowLeft } from 'lucide-react'
import {
  serviceDetailCopy as serviceDetailCopyHindi,
  keptInEnglish as servicesKept,
} from '../../content/hi/services'
import { serviceDetailCopy as serviceDetailCopyEnglish } from '../../content/services'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'

/** An address /services/:id whose id is not one of our services (website.md section 8). */
export function ServiceNotFound() {
  const serviceDetailCopy = usePageText(
    serviceDetailCopyEnglish,
    serviceDetailCopyHindi,
    servicesKept,
  )
  const { notFound } = serviceDetailCopy
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{notFound.title}</h1>
      <p className="text-lg text-muted-foreground">{notFound.text}</p>
      <Button asChild>
        <Link to="/services">
          <ArrowLeft aria-hidden="true" />
          {notFound.linkLabel}
        </Link>
      </Button>
    </div>
  )
}
