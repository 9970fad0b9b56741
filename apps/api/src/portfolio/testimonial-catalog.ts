import type { TestimonialPlacement } from '@nirman/contract'
import type { DataSource } from 'typeorm'
import { TestimonialEntity } from '../db/entities'
import { PROJECT_CACHE_TTL_MS } from './project-catalog'
import { ReadCache } from './read-cache'
import { placementsOf, toPublicTestimonial } from './testimonial-view'

/**
 * The published testimonials of each place on the site, as ready JSON, read at most every few
 * seconds (the home page asks on every visit) and forgotten at once by every change made through
 * this process.
 */
export class TestimonialCatalog {
  private readonly lists: ReadCache<TestimonialPlacement, string>

  constructor(
    private readonly db: DataSource,
    ttlMs = PROJECT_CACHE_TTL_MS,
  ) {
    this.lists = new ReadCache(ttlMs)
  }

  invalidate(): void {
    this.lists.invalidate()
  }

  listJson(placement: TestimonialPlacement): Promise<string> {
    return this.lists.get(placement, async () => {
      const rows = await this.db
        .getRepository(TestimonialEntity)
        .find({ where: { published: true }, order: { sortOrder: 'ASC', id: 'ASC' } })
      return JSON.stringify(
        rows.filter((row) => placementsOf(row).includes(placement)).map(toPublicTestimonial),
      )
    })
  }
}
