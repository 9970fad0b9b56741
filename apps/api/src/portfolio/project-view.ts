import type {
  AdminProject,
  PortfolioProject,
  PortfolioProjectDetail,
  Project,
  ProjectHindi,
} from '@nirman/contract'
import type { ProjectPhotoRow, ProjectRow } from '../db/entities'
import type { MediaFiles } from '../media/storage'
import { toProjectPhoto, toResponsiveImage } from './photo-view'

/**
 * The picture of a project added in the dashboard that has no photo yet (the sample portfolio has
 * drawings of its own): the website's drawing of a finished building.
 */
export const projectPlaceholderImage = '/images/projects/stage-finishing.svg'

/** A JSON array of text as stored; anything else (null in older rows) reads as none. */
export function parseTextList(json: string | null): string[] {
  if (!json) return []
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []
  } catch {
    return []
  }
}

export function toProject(row: ProjectRow, coverJpeg?: string): Project {
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    // A client that knows only `imageUrl` shows the cover's JPEG.
    imageUrl: coverJpeg ?? (row.imageUrl || projectPlaceholderImage),
    projectType: row.projectType,
    completedDate: String(row.completedDate).slice(0, 10),
    featured: Boolean(row.featured),
    location: row.location,
  }
}

/** The project's words for the /hi/ pages; null while it has no Hindi title. */
export function toProjectHindi(row: ProjectRow): ProjectHindi | null {
  if (row.hindiTitle === null) return null
  return {
    title: row.hindiTitle,
    description: row.hindiDescription ?? '',
    location: row.hindiLocation ?? '',
    highlights: parseTextList(row.hindiHighlights),
  }
}

/** A card of the portfolio: the cover is the project's first photo, if it has one. */
export function toPortfolioProject(
  row: ProjectRow,
  cover: ProjectPhotoRow | undefined,
  storage: MediaFiles,
): PortfolioProject {
  const image = cover ? toResponsiveImage(cover, storage) : null
  return {
    ...toProject(row, image?.src),
    cover: image,
    highlights: parseTextList(row.highlights),
    services: parseTextList(row.services),
    hindi: toProjectHindi(row),
  }
}

/** A project page: `photos` in their order. */
export function toPortfolioProjectDetail(
  row: ProjectRow,
  photos: ProjectPhotoRow[],
  storage: MediaFiles,
): PortfolioProjectDetail {
  return {
    ...toPortfolioProject(row, photos[0], storage),
    photos: photos.map((photo) => toProjectPhoto(photo, storage)),
  }
}

export function toAdminProject(
  row: ProjectRow,
  photos: ProjectPhotoRow[],
  storage: MediaFiles,
): AdminProject {
  return {
    ...toPortfolioProjectDetail(row, photos, storage),
    status: row.status,
    sortOrder: Number(row.sortOrder),
    version: Number(row.version),
    updatedAt: (row.updatedAt ?? new Date(0)).toISOString(),
  }
}
