import { Button } from '@nirman/ui'
import { ArrowRight, CircleCheck } from 'lucide-react'
import { homeCopy as homeCopyEnglish } from '../../content/home'
import { withHindiPart } from '../../i18n/hindi-parts'
import { fromPart, usePageText } from '../../i18n/page-text'
import { hydrateOnFirstTouch } from '../hydration/hydrate-when-near'

// The hero's Hindi comes with every Hindi page's first load (app/i18n/page-text.ts).
const homeCopyHindi = fromPart('firstLoad', (hindi) => hindi.home.homeCopy)

// The quick form works as plain HTML until the visitor first touches the page: its code (the
// fields' design-system parts, the wake-up on a touch) and, on a Hindi page, its Hindi texts are
// not part of the first load.
const HeroQuoteForm = hydrateOnFirstTouch(() =>
  withHindiPart('forms', () =>
    import('./hero-quote-form-on-demand').then((module) => module.HeroQuoteFormOnDemand),
  ),
)

/** The top of the home page (#home): the promise, two ways in, and the quick quote form. */
export function HeroSection() {
  const { hero } = usePageText(homeCopyEnglish, homeCopyHindi)
  return (
    <section id="home" aria-labelledby="home-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-12 pb-8 sm:pt-16 lg:grid-cols-[7fr_5fr] lg:gap-14">
        <div>
          <p className="mb-3 font-semibold text-amber-300 text-sm uppercase tracking-wider">
            {hero.eyebrow}
          </p>
          <h1
            id="home-title"
            className="text-balance font-extrabold text-4xl tracking-tight sm:text-5xl lg:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-brand-100 text-lg sm:text-xl">{hero.subtitle}</p>
          <ul className="mt-6 space-y-2">
            {hero.points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-amber-400" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <a href={hero.primary.href}>
                {hero.primary.label}
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white bg-transparent text-white hover:bg-brand-800"
            >
              <a href={hero.secondary.href}>{hero.secondary.label}</a>
            </Button>
          </div>
        </div>
        <HeroQuoteForm />
      </div>
      <img
        src={hero.imageUrl}
        alt={hero.imageAlt}
        width={1200}
        height={200}
        fetchPriority="high"
        decoding="async"
        className="mx-auto block h-auto w-full max-w-7xl"
      />
    </section>
  )
}
