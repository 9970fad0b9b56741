import { ArrowDown, ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

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
 * The link at the foot of a card. Its accessible name carries the card's title, so that a list of
 * links read out of context still says where each goes (an aria-label that starts with the visible
 * text, WCAG 2.5.3).
 */
export function CardLink({ label, context, to, size = 'md' }: CardLinkProps) {
  const className = `inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline${size === 'sm' ? ' text-sm' : ''}`
  const name = `${label}: ${context}`
  if (to.startsWith('#')) {
    return (
      <a href={to} aria-label={name} className={className}>
        {label}
        <ArrowDown aria-hidden="true" className="size-4" />
      </a>
    )
  }
  return (
    <Link to={to} aria-label={name} className={className}>
      {label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  )
}
