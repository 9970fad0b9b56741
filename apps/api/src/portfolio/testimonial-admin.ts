import {
  type AdminTestimonial,
  portfolioMessages,
  type StaffRef,
  type TestimonialInput,
  type TestimonialUpdate,
} from '@nirman/contract'
import type { DataSource } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import { TestimonialEntity, type TestimonialRow } from '../db/entities'
import { HttpError } from '../http-error'
import { portfolioNotFound } from './project-changes'
import { reorderAll } from './sort-order'
import { toAdminTestimonial } from './testimonial-view'

function columnsOf(input: TestimonialInput): Partial<TestimonialRow> {
  return {
    quote: input.quote,
    author: input.author,
    detail: input.detail,
    project: input.project,
    segment: input.segment,
    placements: input.placements.join(','),
    published: input.published,
    hindiQuote: input.hindi?.quote ?? null,
    hindiAuthor: input.hindi?.author ?? null,
    hindiDetail: input.hindi?.detail ?? null,
    hindiProject: input.hindi?.project ?? null,
  }
}

/**
 * The testimonials as the staff manage them, published or not: a new one comes last; changes carry
 * their version (409 when stale). Every change is one transaction with its audit entry; forgetting
 * the public lists is the caller's, after each change.
 */
export class TestimonialAdmin {
  constructor(private readonly db: DataSource) {}

  private get rows() {
    return this.db.getRepository(TestimonialEntity)
  }

  /** Every testimonial in the staff's order. */
  async list(): Promise<AdminTestimonial[]> {
    const rows = await this.rows.find({ order: { sortOrder: 'ASC', id: 'ASC' } })
    return rows.map(toAdminTestimonial)
  }

  /** A testimonial as the staff see it; 404 when there is none. */
  async byId(id: number): Promise<AdminTestimonial> {
    const row = await this.rows.findOneBy({ id })
    if (!row) throw new HttpError(404, portfolioNotFound.testimonial)
    return toAdminTestimonial(row)
  }

  /** Adds a testimonial, last in the order. Returns its id. */
  async create(actor: StaffRef, input: TestimonialInput): Promise<number> {
    const now = new Date()
    return this.db.transaction(async (manager) => {
      const last = await manager.maximum(TestimonialEntity, 'sortOrder')
      const result = await manager.insert(TestimonialEntity, {
        ...columnsOf(input),
        sortOrder: last === null ? 0 : Number(last) + 1,
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      const id = Number(result.identifiers[0]?.id)
      await writeAudit(manager, {
        actor,
        action: 'testimonial.create',
        targetType: 'testimonial',
        targetId: id,
        details: { published: input.published },
        at: now,
      })
      return id
    })
  }

  /** Puts the testimonials in the order of `ids`, which names every one of them once. */
  reorder(actor: StaffRef, ids: number[]): Promise<void> {
    return reorderAll(this.db, TestimonialEntity, ids, {
      actor,
      action: 'testimonial.order',
      targetType: 'testimonial',
    })
  }

  /** Changes a testimonial, made on `version`: 409 when the row has moved on since. */
  async update(
    actor: StaffRef,
    id: number,
    { version, ...input }: TestimonialUpdate,
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      const row = await manager.findOneBy(TestimonialEntity, { id })
      if (!row) throw new HttpError(404, portfolioNotFound.testimonial)
      // What the staff sent, the Hindi name too: their form shows it beside the English one.
      const columns = columnsOf(input)
      const now = new Date()
      const result = await manager
        .createQueryBuilder()
        .update(TestimonialEntity)
        .set({ ...columns, updatedAt: now, version: () => 'version + 1' })
        .where('id = :id', { id })
        .andWhere('version = :version', { version })
        .execute()
      if (!result.affected) throw new HttpError(409, portfolioMessages.stale)
      await writeAudit(manager, {
        actor,
        action: 'testimonial.update',
        targetType: 'testimonial',
        targetId: id,
        details: { published: input.published },
        at: now,
      })
    })
  }

  /** Deletes a testimonial for good. */
  async remove(actor: StaffRef, id: number): Promise<void> {
    await this.db.transaction(async (manager) => {
      const row = await manager.findOneBy(TestimonialEntity, { id })
      if (!row) throw new HttpError(404, portfolioNotFound.testimonial)
      await manager.delete(TestimonialEntity, { id })
      await writeAudit(manager, {
        actor,
        action: 'testimonial.delete',
        targetType: 'testimonial',
        targetId: id,
        details: { published: Boolean(row.published) },
      })
    })
  }
}
