import { ExternalLink, MapPin } from 'lucide-react'
import { useRef } from 'react'
import { postalAddress } from '../../content/company'
import { contactPageCopy as contactPageCopyEnglish } from '../../content/contact'
import { contactPageCopy as contactPageCopyHindi } from '../../content/hi/contact'
import { useCompany } from '../../i18n/company'
import { usePageText } from '../../i18n/page-text'
import { useNearViewport } from '../hydration/near-viewport'

/**
 * The office on an embedded map. The map (a heavy third-party page) is inserted only when its
 * place comes near the viewport; until then a box with the address stands in, and the plain link
 * to the map below works at all times, with or without the embed.
 */
export function LazyMap() {
  // Texts in the language of the page being drawn (app/i18n/page-text.ts).
  const company = useCompany()
  const contactPageCopy = usePageText(contactPageCopyEnglish, contactPageCopyHindi)
  const placeRef = useRef<HTMLDivElement>(null)
  const near = useNearViewport(placeRef)
  const { map } = contactPageCopy

  return (
    <div className="space-y-3">
      <div
        ref={placeRef}
        className="aspect-[4/3] w-full overflow-hidden rounded-xl border border-border bg-muted"
      >
        {near ? (
          <iframe
            src={company.map.embedUrl}
            title={map.iframeTitle}
            width={600}
            height={450}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="size-full border-0"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
            <MapPin aria-hidden="true" className="size-10 text-primary" />
            <p>{postalAddress(company.address)}</p>
            <p className="text-sm">{map.placeholder}</p>
          </div>
        )}
      </div>
      <a
        href={company.map.linkUrl}
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4 hover:no-underline"
      >
        {map.linkLabel}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </div>
  )
}
