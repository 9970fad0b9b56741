import { z } from 'zod'
import { type Project, projectTypes } from './project'

/*
 * The portfolio and the testimonials as the company manages them in the staff dashboard
 * (issue 13): projects with a gallery of photos, drafts invisible to visitors, testimonials shown
 * on the home carousel, the portfolio page and /client-solutions.
 */

/** A photo in every size and format the server made of it: `<picture>` with `srcset`. */
export interface ResponsiveImage {
  /** Of the largest stored width (after the photo was turned upright). */
  width: number
  height: number
  /** The JPEG of the middle width: `<img src>` for browsers that take no `srcset`. */
  src: string
  /**
   * One entry per stored format, the smallest files first (e.g. AVIF or WebP, then JPEG): the
   * `type` and `srcset` (`"/uploads/ab12…-480.webp 480w, …"`) of a `<source>`.
   */
  sources: { type: 'image/avif' | 'image/webp' | 'image/jpeg'; srcset: string }[]
}

/** What a photo shows: the gallery, one side of a before/after pair, or a floor plan. */
export const photoRoles = ['gallery', 'before', 'after', 'floor_plan'] as const
export type PhotoRole = (typeof photoRoles)[number]
export const photoRoleLabels: Record<PhotoRole, string> = {
  gallery: 'Gallery',
  before: 'Before',
  after: 'After',
  floor_plan: 'Floor plan',
}

/** A photo of a project. Before/after pairs: the n-th "before" goes with the n-th "after". */
export interface ProjectPhoto {
  id: number
  /** Also the image's alt text; may be empty for a purely decorative photo. */
  caption: string
  role: PhotoRole
  image: ResponsiveImage
}

/**
 * A published project as visitors get it (`GET /api/projects`, `/api/projects/featured`): the
 * fields of `Project`, its cover (the first photo; null while it has none, when `imageUrl` is the
 * sample illustration) and what a card and the page list.
 */
export interface PortfolioProject extends Project {
  cover: ResponsiveImage | null
  /** Short points: "G+2, 3,200 sq ft", "Earthquake-resistant frame". */
  highlights: string[]
  /** The company's services used: "Design", "Construction", "Interiors". */
  services: string[]
  /**
   * The project's words in Hindi for the /hi/ pages; null: the English words are shown there. An
   * empty location, or no highlights, shows the English ones (a place is often written the same
   * way).
   */
  hindi: ProjectHindi | null
}

/** A project's title, description, location and highlights in Hindi. */
export interface ProjectHindi {
  title: string
  description: string
  location: string
  highlights: string[]
}

/** `GET /api/projects/:id`: a published project with its photos in their order. */
export interface PortfolioProjectDetail extends PortfolioProject {
  photos: ProjectPhoto[]
}

export const projectStatuses = ['draft', 'published'] as const
export type ProjectStatus = (typeof projectStatuses)[number]

/** A project as the staff see it (`/api/admin/projects…`): drafts too, with what guards edits. */
export interface AdminProject extends PortfolioProjectDetail {
  status: ProjectStatus
  /** Position in the portfolio, 0 first (the public lists are ordered by it). */
  sortOrder: number
  /** Bumped by every change of the project or its photos; a stale change is refused with 409. */
  version: number
  /** ISO 8601, UTC. */
  updatedAt: string
}

export const portfolioLimits = {
  title: 120,
  description: 5000,
  location: 120,
  highlight: 120,
  highlights: 12,
  service: 60,
  services: 12,
  caption: 200,
  photos: 40,
  /** Bytes of one uploaded file. */
  uploadBytes: 20 * 1024 * 1024,
  /** Pixels of one uploaded image (width × height): larger ones are refused before decoding. */
  uploadPixels: 50_000_000,
  quote: 1000,
  author: 120,
  detail: 160,
  project: 160,
} as const

export const portfolioMessages = {
  title: 'Title is required',
  titleLong: `Title must be at most ${portfolioLimits.title} characters`,
  description: 'Description is required',
  descriptionLong: `Description must be at most ${portfolioLimits.description} characters`,
  projectType: `Project type must be one of ${projectTypes.join(', ')}`,
  completedDate: 'Completion date must be a date (YYYY-MM-DD)',
  completedFuture: 'Completion date cannot be in the future',
  location: `Location must be at most ${portfolioLimits.location} characters`,
  highlights: `At most ${portfolioLimits.highlights} highlights of ${portfolioLimits.highlight} characters each`,
  services: `At most ${portfolioLimits.services} services of ${portfolioLimits.service} characters each`,
  caption: `Caption must be at most ${portfolioLimits.caption} characters`,
  role: `Photo role must be one of ${photoRoles.join(', ')}`,
  tooManyPhotos: `A project has at most ${portfolioLimits.photos} photos`,
  noFile: 'Choose a photo to upload',
  notAnImage: 'This file is not a photo: upload a JPEG, PNG, WebP or HEIC image',
  tooLarge: 'This photo is larger than 20 MB',
  tooManyPixels: 'This photo has more than 50 megapixels: upload a smaller one',
  unreadable: 'This photo could not be read: it may be damaged',
  stale: 'Someone else changed this while you were editing it. Reload to see their changes.',
  order: 'order must list every item exactly once',
  quote: 'Testimonial text is required',
  quoteLong: `Testimonial text must be at most ${portfolioLimits.quote} characters`,
  author: 'Author is required',
  authorLong: `Author must be at most ${portfolioLimits.author} characters`,
  detailLong: `Position or place must be at most ${portfolioLimits.detail} characters`,
  projectLong: `Project must be at most ${portfolioLimits.project} characters`,
  placements: 'placements must be some of home, portfolio, solutions',
  version: 'version must be the version you changed',
} as const

const required = (empty: string, long: string, max: number) =>
  z.string({ error: empty }).trim().min(1, { error: empty }).max(max, { error: long })

const optionalText = (long: string, max: number) =>
  z.string({ error: long }).trim().max(max, { error: long }).default('')

const list = (message: string, each: number, count: number) =>
  z
    .array(
      z.string({ error: message }).trim().min(1, { error: message }).max(each, { error: message }),
      {
        error: message,
      },
    )
    .max(count, { error: message })
    .default([])

const versionSchema = z
  .number({ error: portfolioMessages.version })
  .int({ error: portfolioMessages.version })
  .min(1, { error: portfolioMessages.version })

/**
 * The completion date: a real calendar date, not after today in the company's time zone (the
 * server checks "today" itself; `today` is passed for the form's own check).
 */
export const completedDateSchema = (today: string) =>
  z
    .string({ error: portfolioMessages.completedDate })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: portfolioMessages.completedDate })
    .refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`)
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
      },
      { error: portfolioMessages.completedDate },
    )
    .refine((value) => value <= today, { error: portfolioMessages.completedFuture })

const projectHindiSchema = z
  .object({
    title: required(portfolioMessages.title, portfolioMessages.titleLong, portfolioLimits.title),
    description: required(
      portfolioMessages.description,
      portfolioMessages.descriptionLong,
      portfolioLimits.description,
    ),
    location: optionalText(portfolioMessages.location, portfolioLimits.location),
    highlights: list(
      portfolioMessages.highlights,
      portfolioLimits.highlight,
      portfolioLimits.highlights,
    ),
  })
  .nullable()
  .default(null)

/** `POST /api/admin/projects` (a new draft) and, with `version`, `PUT /api/admin/projects/:id`. */
export const projectInputSchema = (today: string) =>
  z.object({
    title: required(portfolioMessages.title, portfolioMessages.titleLong, portfolioLimits.title),
    description: required(
      portfolioMessages.description,
      portfolioMessages.descriptionLong,
      portfolioLimits.description,
    ),
    projectType: z.enum(projectTypes, { error: portfolioMessages.projectType }),
    completedDate: completedDateSchema(today),
    location: optionalText(portfolioMessages.location, portfolioLimits.location),
    highlights: list(
      portfolioMessages.highlights,
      portfolioLimits.highlight,
      portfolioLimits.highlights,
    ),
    services: list(portfolioMessages.services, portfolioLimits.service, portfolioLimits.services),
    featured: z.boolean().default(false),
    status: z.enum(projectStatuses).default('draft'),
    /** The words in Hindi; null (or left out): the Hindi pages show the English ones. */
    hindi: projectHindiSchema,
  })
export type ProjectInput = z.output<ReturnType<typeof projectInputSchema>>

export const projectUpdateSchema = (today: string) =>
  projectInputSchema(today).extend({ version: versionSchema })
export type ProjectUpdate = z.output<ReturnType<typeof projectUpdateSchema>>

/**
 * `POST /api/admin/projects/:id/photos` is multipart: the file in the part `file`, and the text
 * parts `caption` and `role` (default gallery). `PATCH /api/admin/projects/:id/photos/:photoId`
 * takes this JSON.
 */
export const photoInputSchema = z.object({
  caption: optionalText(portfolioMessages.caption, portfolioLimits.caption),
  role: z.enum(photoRoles, { error: portfolioMessages.role }).default('gallery'),
})
export type PhotoInput = z.output<typeof photoInputSchema>

/** `PUT /api/admin/projects/order`, `…/projects/:id/photos/order`, `/api/admin/testimonials/order`. */
export const orderSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: portfolioMessages.order })
    .refine((ids) => new Set(ids).size === ids.length, { error: portfolioMessages.order }),
})
export type OrderBody = z.infer<typeof orderSchema>

/** Where a testimonial is shown. */
export const testimonialPlacements = ['home', 'portfolio', 'solutions'] as const
export type TestimonialPlacement = (typeof testimonialPlacements)[number]
export const testimonialPlacementLabels: Record<TestimonialPlacement, string> = {
  home: 'Home page carousel',
  portfolio: 'Portfolio page',
  solutions: 'Client solutions',
}

/** A client's words, as the site shows them (`GET /api/testimonials?placement=home`). */
export interface PublicTestimonial {
  id: number
  quote: string
  author: string
  /** Who they are and where: "Homeowner, Kankarbagh, Patna". */
  detail: string
  /** What was built for them: "G+2 family home". */
  project: string
  /** For /client-solutions: which of its sections the story belongs to, or null. */
  segment: 'homeowners' | 'developers' | 'commercial' | null
  /**
   * The words in Hindi for the /hi/ pages; null: the English words are shown there. An empty
   * author, detail or project shows the English one (a name is often written the same way).
   */
  hindi: { quote: string; author: string; detail: string; project: string } | null
}

/** A testimonial as the staff manage it. */
export interface AdminTestimonial extends PublicTestimonial {
  placements: TestimonialPlacement[]
  published: boolean
  sortOrder: number
  version: number
  updatedAt: string
}

export const testimonialQuerySchema = z.object({
  placement: z.enum(testimonialPlacements, { error: portfolioMessages.placements }),
})

const hindiSchema = z
  .object({
    quote: required(portfolioMessages.quote, portfolioMessages.quoteLong, portfolioLimits.quote),
    author: optionalText(portfolioMessages.authorLong, portfolioLimits.author),
    detail: optionalText(portfolioMessages.detailLong, portfolioLimits.detail),
    project: optionalText(portfolioMessages.projectLong, portfolioLimits.project),
  })
  .nullable()
  .default(null)

/** `POST /api/admin/testimonials` and, with `version`, `PUT /api/admin/testimonials/:id`. */
export const testimonialInputSchema = z.object({
  quote: required(portfolioMessages.quote, portfolioMessages.quoteLong, portfolioLimits.quote),
  author: required(portfolioMessages.author, portfolioMessages.authorLong, portfolioLimits.author),
  detail: optionalText(portfolioMessages.detailLong, portfolioLimits.detail),
  project: optionalText(portfolioMessages.projectLong, portfolioLimits.project),
  segment: z.enum(['homeowners', 'developers', 'commercial']).nullable().default(null),
  placements: z
    .array(z.enum(testimonialPlacements, { error: portfolioMessages.placements }), {
      error: portfolioMessages.placements,
    })
    .default([]),
  published: z.boolean().default(false),
  hindi: hindiSchema,
})
export type TestimonialInput = z.output<typeof testimonialInputSchema>

export const testimonialUpdateSchema = testimonialInputSchema.extend({ version: versionSchema })
export type TestimonialUpdate = z.output<typeof testimonialUpdateSchema>

/** The paths of the portfolio API, for the dashboard and the website. */
export const portfolioPaths = {
  publicProjects: '/api/projects',
  publicTestimonials: '/api/testimonials',
  adminProjects: '/api/admin/projects',
  adminProjectOrder: '/api/admin/projects/order',
  adminProject: (id: number) => `/api/admin/projects/${id}`,
  adminPhotos: (id: number) => `/api/admin/projects/${id}/photos`,
  adminPhoto: (id: number, photoId: number) => `/api/admin/projects/${id}/photos/${photoId}`,
  adminPhotoOrder: (id: number) => `/api/admin/projects/${id}/photos/order`,
  adminTestimonials: '/api/admin/testimonials',
  adminTestimonialOrder: '/api/admin/testimonials/order',
  adminTestimonial: (id: number) => `/api/admin/testimonials/${id}`,
} as const
