import { type SocialNetwork, socialNetworkNames } from '@nirman/contract/site-settings'
import { cn } from '@nirman/ui'
import { socialLinksCopy as copyEnglish } from '../../content/company'
import { useCompany } from '../../i18n/company'
import { fromPart, usePageText } from '../../i18n/page-text'

// The links' Hindi comes with every Hindi page's first load (app/i18n/page-text.ts).
const copyHindi = fromPart('firstLoad', (hindi) => hindi.company.socialLinksCopy)

// lucide-react no longer ships brand logos; these are simple outlines of the marks.
const icons: Record<SocialNetwork, string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  youtube:
    'M4 6.5c5.3-1 10.7-1 16 0 1 2.4 1 8.6 0 11-5.3 1-10.7 1-16 0-1-2.4-1-8.6 0-11zM10 9v6l5-3z',
}

/** The company's social profiles, those the owner gave (none: no list). */
export function SocialLinks({ className }: { className?: string }) {
  const company = useCompany()
  const copy = usePageText(copyEnglish, copyHindi)
  if (!company.social.length) return null
  return (
    <ul className="flex gap-3">
      {company.social.map((profile) => (
        <li key={profile.network}>
          <a
            href={profile.url}
            rel="noopener"
            target="_blank"
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-full',
              className,
            )}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            >
              <path d={icons[profile.network]} />
            </svg>
            <span className="sr-only">
              {copy.profileLabel(company.name, socialNetworkNames[profile.network])}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
