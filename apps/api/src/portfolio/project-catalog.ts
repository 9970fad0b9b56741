import type { PortfolioProjectDetail, ProjectType } from '@nirman/contract'
import type { DataSource, FindOptionsWhere } from 'typeorm'
import {
  ProjectEntity,
  ProjectPhotoEntity,
  type ProjectPhotoRow,
  type ProjectRow,
} from '../db/entities'
import type { MediaFiles } from '../media/storage'
import { toPortfolioProject, toPortfolioProjectDetail } from './project-view'
import { ReadCache } from './read-cache'

export type ProjectListKey = 'all' | 'featured' | ProjectType

/**
 * How long what this process read is served from memory. A change made through this process
 * clears it at once (`invalidate`); a change made through another instance behind the same load
 * balancer reaches this one's visitors within this time.
 */
export const PROJECT_CACHE_TTL_MS = 5_000

/** The public order: the staff's order, then the newest. */
export const publicOrder = { sortOrder: 'ASC', completedDate: 'DESC', id: 'DESC' } as const

/** One published project in the sitemap. */
export interface PublishedProject {
  id: number
  updatedAt: Date | null
}

/**
 * The published portfolio as visitors read it: the lists kept as ready JSON, project pages and the
 * sitemap's list, each read from the database at most every few seconds (the home and projects
 * pages are the busiest reads of the site). Every change in the dashboard calls `invalidate`, so
 * it shows at once; while the database is down, what was read last is served.
 */
export class ProjectCatalog {
  private readonly lists: ReadCache<ProjectListKey, string>
  private readonly details: ReadCache<number, PortfolioProjectDetail | null>
  private readonly published: ReadCache<'all', PublishedProject[]>

  constructor(
    private readonly db: DataSource,
    private readonly storage: MediaFiles,
    ttlMs = PROJECT_CACHE_TTL_MS,
  ) {
    this.lists = new ReadCache(ttlMs)
    // Unknown ids are not kept: a crawler walking every number cannot fill the memory.
    this.details = new ReadCache(ttlMs, (project) => project !== null)
    this.published = new ReadCache(ttlMs)
  }

  /** Forgets everything read: the next request reads the database. */
  invalidate(): void {
    this.lists.invalidate()
    this.details.invalidate()
    this.published.invalidate()
  }

  /** A list as a JSON array string of PortfolioProject. */
  listJson(key: ProjectListKey): Promise<string> {
    return this.lists.get(key, async () => JSON.stringify(await this.loadList(key)))
  }

  /** A published project with its photos; null for an unknown id or a draft. */
  detail(id: number): Promise<PortfolioProjectDetail | null> {
    return this.details.get(id, () => this.loadDetail(id))
  }

  /** Every published project's id and last change, for sitemap.xml. */
  publishedProjects(): Promise<PublishedProject[]> {
    return this.published.get('all', () =>
      this.db.getRepository(ProjectEntity).find({
        select: { id: true, updatedAt: true },
        where: { status: 'published' },
        order: publicOrder,
      }),
    )
  }

  private async loadList(key: ProjectListKey) {
    const where: FindOptionsWhere<ProjectRow> = { status: 'published' }
    if (key === 'featured') where.featured = true
    else if (key !== 'all') where.projectType = key
    const rows = await this.db.getRepository(ProjectEntity).find({ where, order: publicOrder })
    const covers = await coversOf(
      this.db,
      rows.map((row) => Number(row.id)),
    )
    return rows.map((row) => toPortfolioProject(row, covers.get(Number(row.id)), this.storage))
  }

  private async loadDetail(id: number): Promise<PortfolioProjectDetail | null> {
    const row = await this.db.getRepository(ProjectEntity).findOneBy({ id, status: 'published' })
    if (!row) return null
    const photos = await photosOf(this.db, id)
    return toPortfolioProjectDetail(row, photos, this.storage)
  }
}

/** A project's photos in their order. */
export function photosOf(db: Pick<DataSource, 'getRepository'>, projectId: number) {
  return db.getRepository(ProjectPhotoEntity).find({
    where: { projectId },
    order: { sortOrder: 'ASC', id: 'ASC' },
  })
}

/** The first photo of each project: one row per project, chosen by the database. */
export async function coversOf(
  db: Pick<DataSource, 'getRepository'>,
  projectIds: number[],
): Promise<Map<number, ProjectPhotoRow>> {
  if (projectIds.length === 0) return new Map()
  const rows = await db
    .getRepository(ProjectPhotoEntity)
    .createQueryBuilder('photo')
    .where('photo.projectId IN (:...projectIds)', { projectIds })
    .andWhere(
      'photo.id = (SELECT earliest.id FROM project_photos earliest WHERE earliest.projectId = photo.projectId ORDER BY earliest.sortOrder ASC, earliest.id ASC LIMIT 1)',
    )
    .getMany()
  return new Map(rows.map((row) => [Number(row.projectId), row]))
}
