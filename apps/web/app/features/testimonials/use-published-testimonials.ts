import type { PublicTestimonial, TestimonialPlacement } from '@nirman/contract'
import { useEffect, useState } from 'react'
import { type SolutionId, solutionIds } from '../../content/site-map'
import type { Testimonial } from '../../content/testimonials'
import type { Lang } from '../../i18n/lang'
import { useLang } from '../../i18n/use-lang'

/** A testimonial as a page shows it, from the API or from the fixed copy. */
export interface ShownTestimonial extends Testimonial {
  /** Unique among those shown: the React key. */
  key: string
  /** The section of /client-solutions it belongs to, or null. */
  segment: SolutionId | null
}

/**
 * A published testimonial in the page's language: on a Hindi page its Hindi words where the staff
 * wrote them (a Hindi name, detail or project left empty keeps the English one), the English
 * otherwise.
 */
export function fromPublished(testimonial: PublicTestimonial, lang: Lang): ShownTestimonial {
  const hindi = lang === 'hi' ? testimonial.hindi : null
  return {
    key: `published-${testimonial.id}`,
    quote: hindi?.quote || testimonial.quote,
    name: hindi?.author || testimonial.author,
    detail: hindi?.detail || testimonial.detail,
    project: hindi?.project || testimonial.project,
    segment: testimonial.segment,
  }
}

/** A testimonial of the fixed copy (the prerendered page, and the fallback). */
function fromFixed(testimonial: Testimonial & { segment?: SolutionId }, index: number) {
  return { ...testimonial, key: `fixed-${index}`, segment: testimonial.segment ?? null }
}

/**
 * What a page shows: the published testimonials when the API gave some, else the fixed copy.
 * @param published - the API's answer; undefined while it is on its way or when it failed
 */
export function shownTestimonials(
  published: readonly PublicTestimonial[] | undefined,
  fixed: readonly (Testimonial & { segment?: SolutionId })[],
  lang: Lang,
): ShownTestimonial[] {
  if (published && published.length > 0) {
    return published.map((testimonial) => fromPublished(testimonial, lang))
  }
  return fixed.map(fromFixed)
}

/**
 * The testimonials of `placement` managed in the staff dashboard, replacing `fixed` once they
 * have come. The page is prerendered without the API: the fixed ones are its HTML and the first
 * render in the browser (so hydration matches it), and stay when the API fails or has none. The
 * request starts after the page has hydrated (an effect), and its code (the data library) comes
 * with it: the home page's first load carries none of it.
 */
export function usePublishedTestimonials(
  placement: TestimonialPlacement,
  fixed: readonly (Testimonial & { segment?: SolutionId })[],
): ShownTestimonial[] {
  const lang = useLang()
  const [published, setPublished] = useState<PublicTestimonial[]>()
  useEffect(() => {
    let current = true
    import('./published-testimonials')
      .then((module) => module.fetchPublishedTestimonials(placement))
      .then(
        (testimonials) => {
          if (current) setPublished(testimonials)
        },
        // The fixed testimonials stay: a page is never worse off than before the API had any.
        () => {},
      )
    return () => {
      current = false
    }
  }, [placement])
  return shownTestimonials(published, fixed, lang)
}

/**
 * The testimonials of /client-solutions in the order of its sections (homeowners, developers,
 * commercial), those of no section last, each group in the order the staff gave them.
 */
export function inSegmentOrder(testimonials: readonly ShownTestimonial[]): ShownTestimonial[] {
  const rank = (segment: SolutionId | null) =>
    segment === null ? solutionIds.length : solutionIds.indexOf(segment)
  return [...testimonials].sort((a, b) => rank(a.segment) - rank(b.segment))
}
