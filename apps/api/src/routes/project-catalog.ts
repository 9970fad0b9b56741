import type { Project, ProjectType } from '@nirman/contract'
import type { Repository } from 'typeorm'
import type { ProjectRow } from '../db/entities'

export type ProjectListKey = 'all' | 'featured' | ProjectType

/** How long a list is served from memory. Projects change only through migrations or by hand. */
export const PROJECT_CACHE_TTL_MS = 30_000

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    projectType: row.projectType,
    completedDate: String(row.completedDate).slice(0, 10),
    featured: Boolean(row.featured),
    location: row.location,
  }
}

const newestFirst = { completedDate: 'DESC', id: 'DESC' } as const

/**
 * The portfolio lists, read from the database at most every 30 seconds and kept as ready JSON:
 * the home and projects pages are the busiest reads of the site, and the same dozen rows would
 * otherwise be fetched and serialised on every visit. A concurrent miss shares one query.
 */
export class ProjectCatalog {
  private readonly lists = new Map<ProjectListKey, { json: Promise<string>; expires: number }>()

  constructor(
    private readonly projects: Repository<ProjectRow>,
    private readonly ttlMs = PROJECT_CACHE_TTL_MS,
  ) {}

  /** The list as a JSON array string. */
  listJson(key: ProjectListKey): Promise<string> {
    const now = Date.now()
    const cached = this.lists.get(key)
    if (cached && cached.expires > now) return cached.json
    const json = this.load(key).then((rows) => JSON.stringify(rows.map(toProject)))
    this.lists.set(key, { json, expires: now + this.ttlMs })
    // A failed read is not cached: the next request tries the database again.
    json.catch(() => this.lists.delete(key))
    return json
  }

  private load(key: ProjectListKey): Promise<ProjectRow[]> {
    if (key === 'all') return this.projects.find({ order: newestFirst })
    if (key === 'featured')
      return this.projects.find({ where: { featured: true }, order: newestFirst })
    return this.projects.find({ where: { projectType: key }, order: newestFirst })
  }
}
