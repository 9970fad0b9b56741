import {
  type AdminTestimonial,
  type PublicTestimonial,
  type TestimonialPlacement,
  testimonialPlacements,
} from '@nirman/contract'
import type { TestimonialRow } from '../db/entities'

/** "home,solutions" -> ['home', 'solutions'], in the contract's order. */
export function placementsOf(row: Pick<TestimonialRow, 'placements'>): TestimonialPlacement[] {
  const named = new Set(row.placements.split(','))
  return testimonialPlacements.filter((placement) => named.has(placement))
}

export function toPublicTestimonial(row: TestimonialRow): PublicTestimonial {
  return {
    id: Number(row.id),
    quote: row.quote,
    author: row.author,
    detail: row.detail,
    project: row.project,
    segment: row.segment ?? null,
    hindi:
      row.hindiQuote === null
        ? null
        : {
            quote: row.hindiQuote,
            author: row.hindiAuthor ?? '',
            detail: row.hindiDetail ?? '',
            project: row.hindiProject ?? '',
          },
  }
}

export function toAdminTestimonial(row: TestimonialRow): AdminTestimonial {
  return {
    ...toPublicTestimonial(row),
    placements: placementsOf(row),
    published: Boolean(row.published),
    sortOrder: Number(row.sortOrder),
    version: Number(row.version),
    updatedAt: row.updatedAt.toISOString(),
  }
}
