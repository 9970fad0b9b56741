import type { PostalAddress } from '@nirman/contract/site-settings'
import { ExternalLink, MapPin } from 'lucide-react'
import { useRef } from 'react'
import { defaultCompany, placeOf, postalAddress } from '../../content/company'
import { contactPageCopy as contactPageCopyEnglish } from '../../content/contact'
import { contactPageCopy as contactPageCopyHindi } from '../../content/hi/contact'
import { useCompany } from '../../i18n/company'
import { usePageText } from '../../i18n/page-text'
import { useCompanyDetails } from '../../settings/page-settings'
import { useNearViewport } from '../hydration/near-viewport'

/**
 * The embedded map of the address the owner gave: a maps service's search for it (no key needed),
 * asked in English whatever the page's language.
 */
export function mapEmbedUrl({ street, locality, city, postalCode }: PostalAddress): string {
  const address = postalAddress({ ...defaultCompany.address, street, locality, city, postalCode })
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`
}

/**
 * The office on a map: an embedded map of the address the owner gave, and the owner's map link
 * below it, which works at all times, with or without the embed. Each only when the owner gave
 * what it needs; the contact page leaves the section out when neither is there.
 */
export function LazyMap() {
  // Texts in the language of the page being drawn (app/i18n/page-text.ts).
  const company = useCompany()
  const { map } = usePageText(contactPageCopyEnglish, contactPageCopyHindi)
  const address = useCompanyDetails().address
  return (
    <div className="space-y-3">
      {address ? <MapEmbed src={mapEmbedUrl(address)} /> : null}
      {company.mapUrl ? (
        <a
          href={company.mapUrl}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4 hover:no-underline"
        >
          {map.linkLabel}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </div>
  )
}

/**
 * The embedded map, inserted only when its place comes near the viewport (a heavy third-party
 * page); until then a box with the address stands in. Its own component, so that it starts
 * watching its place when it appears (the owner's address is known only once the page hydrated).
 */
function MapEmbed({ src }: { src: string }) {
  const company = useCompany()
  const { map } = usePageText(contactPageCopyEnglish, contactPageCopyHindi)
  const placeRef = useRef<HTMLDivElement>(null)
  const near = useNearViewport(placeRef)
  return (
    <div
      ref={placeRef}
      className="aspect-[4/3] w-full overflow-hidden rounded-xl border border-border bg-muted"
    >
      {near ? (
        <iframe
          src={src}
          title={map.iframeTitle(company.name, placeOf(company.address))}
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
  )
}
