import { Button } from '@nirman/ui'
import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { Link } from '../../i18n/link'

export interface CtaLink {
  label: string
  to: string
}

export interface CtaBandProps {
  title: string
  text: string
  primary: CtaLink
  secondary?: CtaLink
}

/** The closing call to action of a page: a blue band with one strong and one quiet link. */
export function CtaBand({ title, text, primary, secondary }: CtaBandProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="bg-brand-800 px-4 py-16 text-white">
      <div className="mx-auto max-w-4xl text-center">
        <h2 id={headingId} className="font-bold text-3xl tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-brand-100 text-lg">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link to={primary.to}>
              {primary.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          {secondary ? (
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white bg-transparent text-white hover:bg-brand-700"
            >
              <Link to={secondary.to}>{secondary.label}</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  )
}
