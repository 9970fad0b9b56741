import type { PublicTestimonial, TestimonialPlacement } from '@nirman/contract'
import { testimonialsQuery } from '../../api/queries'
import { queryClient } from '../../api/query-provider'

/**
 * The published testimonials of `placement`, through the visit's query cache (so a page seen again
 * asks the API once). Fetched on demand by usePublishedTestimonials: the pages that show
 * testimonials load this, and the data library, only after they have hydrated.
 */
export function fetchPublishedTestimonials(
  placement: TestimonialPlacement,
): Promise<PublicTestimonial[]> {
  return queryClient().fetchQuery(testimonialsQuery(placement))
}
