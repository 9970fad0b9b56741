import { z } from 'zod'

export const projectTypes = ['residential', 'commercial', 'institutional'] as const
export type ProjectType = (typeof projectTypes)[number]

/** A finished project of the company's portfolio: `GET /api/projects`. */
export interface Project {
  id: number
  title: string
  description: string
  /** Path of an image the website serves itself, e.g. `/images/projects/danapur-villa.svg`. */
  imageUrl: string
  projectType: ProjectType
  /** `YYYY-MM-DD`. */
  completedDate: string
  featured: boolean
  /** Town or district, e.g. "Danapur, Patna". */
  location: string
}

/** `GET /api/projects?type=residential`: the optional filter. */
export const projectListQuerySchema = z.object({
  type: z
    .enum(projectTypes, { error: `type must be one of ${projectTypes.join(', ')}` })
    .optional(),
})
