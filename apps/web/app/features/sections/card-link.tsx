import { ArrowDown, ArrowRight } from 'lucide-react'
import { Link } from '../../i18n/link'

export interface CardLinkProps {
  /** The visible text: "Learn More", "Open Calculator". */
  label: string
  /** What the card is about, for people who hear the link alone: "Learn More: Homeowners". */
  context: string
  /** A page of the site, or an anchor on this page ("#homeowners", followed with an arrow down). */
  to: string
  size?: 'sm' | 'md'
}

/**
 * The link at the foot of a card. Its text carries the card's title for screen readers and search
 * engines (visually hidden), so that a list of links read out of context still says where each
 * goes: "Learn More: Homeowners" (the visible text first, WCAG 2.5.3).
 */
export function CardLink({ label, context, to, size = 'md' }: CardLinkProps) {
  const className = `inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline${size === 'sm' ? ' text-sm' : ''}`
  const hiddenContext = <span className="sr-only">{`: ${context}`}</span>
  if (to.startsWith('#')) {
    return (
      <a href={to} className={className}>
        {label}
        {hiddenContext}
        <ArrowDown aria-hidden="true" className="size-4" />
      </a>
    )
  }
  return (
    <Link to={to} className={className}>
      {label}
      {hiddenContext}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  )
}
