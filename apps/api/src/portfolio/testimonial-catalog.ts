import type { TestimonialPlacement } from '@nirman/contract'
import type { DataSource } from 'typeorm'
import { TestimonialEntity } from '../db/entities'
import { PROJECT_CACHE_TTL_MS } from './project-catalog'
import { placementsOf, toPublicTestimonial } from './testimonial-view'

/**
 * The published testimonials of each place on the site, as ready JSON, read at most every few
 * seconds (the home page asks on every visit) and forgotten at once by every change made through
 * this process.
 */
export class TestimonialCatalog {
  private lists = new Map<TestimonialPlacement, { json: Promise<string>; expires: number }>()

  constructor(
    private readonly db: DataSource,
    private readonly ttlMs = PROJECT_CACHE_TTL_MS,
  ) {}

  invalidate(): void {
    this.lists = new Map()
  }

  listJson(placement: TestimonialPlacement): Promise<string> {
    const now = Date.now()
    const cached = this.lists.get(placement)
    if (cached && cached.expires > now) return cached.json
    const json = this.db
      .getRepository(TestimonialEntity)
      .find({ where: { published: true }, order: { sortOrder: 'ASC', id: 'ASC' } })
      .then((rows) =>
        JSON.stringify(
          rows.filter((row) => placementsOf(row).includes(placement)).map(toPublicTestimonial),
        ),
      )
    const entry = { json, expires: now + this.ttlMs }
    this.lists.set(placement, entry)
    json.catch(() => {
      if (this.lists.get(placement) === entry) this.lists.delete(placement)
    })
    return json
  }
}
