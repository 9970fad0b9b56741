import { Button, cn } from '@nirman/ui'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { testimonialsCopy as testimonialsCopyHindi } from '../../content/hi/testimonials'
import {
  type Testimonial,
  testimonialsCopy as testimonialsCopyEnglish,
} from '../../content/testimonials'
import { useHydrated } from '../../hooks/use-hydrated'
import { usePageText } from '../../i18n/page-text'
import { earlyPressAttribute, earlyPressesIn } from '../hydration/early-presses'
import { TestimonialCard } from './testimonial-card'

export interface TestimonialCarouselProps {
  /** Each with a unique `key` (the name when it has none). */
  testimonials: readonly (Testimonial & { key?: string })[]
}

/**
 * One testimonial at a time with previous/next buttons (wrapping around) and a dot per slide.
 * It never moves on its own: the visitor reads at their own pace, so there is no rotation to pause
 * (WAI-ARIA APG carousel pattern, and WCAG 2.2.2), and the slide area is a polite live region.
 */
export function TestimonialCarousel({ testimonials }: TestimonialCarouselProps) {
  const testimonialsCopy = usePageText(testimonialsCopyEnglish, testimonialsCopyHindi)
  const [chosen, setChosen] = useState(0)
  const slidesId = useId()
  const count = testimonials.length
  // The published testimonials replace the fixed ones once loaded, maybe fewer of them: the slide
  // shown stays in the list.
  const current = Math.min(chosen, count - 1)
  const show = (index: number) => setChosen(((index % count) + count) % count)

  // Drawn before its code arrives (the section hydrates as it nears the screen), its buttons are
  // marked: a press on one is kept by the page's first script (early-presses.ts) and acted on here
  // once the code is live, in order, so that a tap on "Next" is never lost.
  const hydrated = useHydrated()
  const early = hydrated ? {} : { [earlyPressAttribute]: '' }
  const carouselRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const carousel = carouselRef.current
    if (!carousel) return
    let index = 0
    for (const button of earlyPressesIn(carousel)) {
      const step = button.getAttribute('data-step')
      const slide = button.getAttribute('data-slide')
      if (step) index += Number(step)
      else if (slide) index = Number(slide)
    }
    if (index !== 0) show(index)
  }, [])

  return (
    <section
      ref={carouselRef}
      aria-roledescription="carousel"
      aria-label={testimonialsCopy.carouselLabel}
      className="mx-auto max-w-3xl"
    >
      <div id={slidesId} aria-live="polite">
        {testimonials.map((testimonial, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the APG carousel pattern, and <fieldset> is for form controls
          <div
            key={testimonial.key ?? testimonial.name}
            role="group"
            aria-roledescription="slide"
            aria-label={testimonialsCopy.slideLabel(index + 1, count)}
            hidden={index !== current}
          >
            <TestimonialCard testimonial={testimonial} />
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <Button
          variant="outline"
          size="icon"
          aria-controls={slidesId}
          aria-label={testimonialsCopy.previous}
          data-step="-1"
          {...early}
          onClick={() => show(current - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <ul className="flex items-center gap-1">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.key ?? testimonial.name}>
              <button
                type="button"
                aria-controls={slidesId}
                aria-label={testimonialsCopy.showSlide(index + 1)}
                aria-current={index === current ? 'true' : undefined}
                data-slide={index}
                {...early}
                onClick={() => show(index)}
                className="group flex size-11 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block size-3 rounded-full border-2 border-primary transition-colors',
                    index === current ? 'bg-primary' : 'bg-transparent group-hover:bg-brand-200',
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
        <Button
          variant="outline"
          size="icon"
          aria-controls={slidesId}
          aria-label={testimonialsCopy.next}
          data-step="1"
          {...early}
          onClick={() => show(current + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  )
}
