import {
  type AdminProject,
  type AdminTestimonial,
  companyDate,
  orderSchema,
  type ProjectPhoto,
  photoInputSchema,
  portfolioLimits,
  portfolioMessages,
  projectInputSchema,
  projectUpdateSchema,
  type ResponsiveImage,
  testimonialInputSchema,
  testimonialUpdateSchema,
} from '@nirman/contract'
import { json, refused } from './fake-answers'

/** What the fake keeps of the portfolio, as the API stores it. */
export interface FakePortfolioState {
  projects: AdminProject[]
  testimonials: AdminTestimonial[]
}

/** The image the server would make of an upload named `name`. */
export function responsiveImage(name: string): ResponsiveImage {
  const hash = name.replace(/\W/g, '').toLowerCase()
  return {
    width: 1600,
    height: 1200,
    src: `/uploads/${hash}-960.jpg`,
    sources: [
      {
        type: 'image/webp',
        srcset: `/uploads/${hash}-480.webp 480w, /uploads/${hash}-960.webp 960w`,
      },
      {
        type: 'image/jpeg',
        srcset: `/uploads/${hash}-480.jpg 480w, /uploads/${hash}-960.jpg 960w`,
      },
    ],
  }
}

/** The first `count` bytes of a file (jsdom's Blob has no arrayBuffer(); its FileReader reads). */
function firstBytes(file: File, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      resolve(
        new Uint8Array(reader.result instanceof ArrayBuffer ? reader.result : new ArrayBuffer(0)),
      )
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(file.slice(0, count))
  })
}

/** The first bytes of a JPEG, PNG or WebP: the fake, like the server, judges a file by content. */
async function isImage(file: File): Promise<boolean> {
  const bytes = await firstBytes(file, 12)
  const starts = (...signature: number[]) => signature.every((byte, at) => bytes[at] === byte)
  return (
    starts(0xff, 0xd8, 0xff) ||
    starts(0x89, 0x50, 0x4e, 0x47) ||
    (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45)
  )
}

const nextId = (items: readonly { id: number }[]) =>
  Math.max(0, ...items.map((item) => item.id)) + 1

/**
 * The portfolio's admin routes (`portfolioPaths`) as apps/api answers them: the contract's
 * schemas, 409 for a stale version, 403 for staff deleting a project or a testimonial, photos
 * judged by their bytes, at most 40 of them. Undefined: not a portfolio route.
 */
export async function portfolioRoute(
  state: FakePortfolioState,
  request: { method: string; path: string; data: Record<string, unknown>; body: unknown },
  role: 'owner' | 'staff',
  now: Date,
): Promise<Response | undefined> {
  const { method, path, data } = request
  const today = companyDate(now)
  const bump = <Row extends { version: number; updatedAt: string }>(row: Row) => {
    row.version += 1
    row.updatedAt = now.toISOString()
  }

  if (path === '/api/admin/projects/order' && method === 'PUT') {
    const body = orderSchema.safeParse(data)
    const ids = state.projects.map((project) => project.id)
    if (!body.success || body.data.ids.length !== ids.length) {
      return json(400, { message: portfolioMessages.order })
    }
    state.projects = body.data.ids.flatMap((id) => state.projects.filter((one) => one.id === id))
    state.projects.forEach((project, index) => {
      project.sortOrder = index
    })
    return json(200, state.projects)
  }
  if (path === '/api/admin/projects') {
    if (method === 'GET') return json(200, state.projects)
    if (method === 'POST') {
      const body = projectInputSchema(today).safeParse(data)
      if (!body.success) return refused(body.error)
      const project: AdminProject = {
        ...body.data,
        id: nextId(state.projects),
        imageUrl: '/images/projects/sample.svg',
        cover: null,
        photos: [],
        sortOrder: 0,
        version: 1,
        updatedAt: now.toISOString(),
      }
      // First in the portfolio, as the API puts it: the others move one place down.
      state.projects.unshift(project)
      state.projects.forEach((one, index) => {
        one.sortOrder = index
      })
      return json(201, project)
    }
  }
  const projectPath = path.match(/^\/api\/admin\/projects\/(\d+)(\/photos(?:\/(\d+|order))?)?$/)
  if (projectPath) {
    const project = state.projects.find((one) => one.id === Number(projectPath[1]))
    if (!project) return json(404, { message: 'Project not found' })
    const photosPath = projectPath[2]
    const photoPart = projectPath[3]
    if (!photosPath) {
      if (method === 'GET') return json(200, project)
      if (method === 'DELETE') {
        if (role !== 'owner') return json(403, { message: 'Only an owner can do this' })
        state.projects = state.projects.filter((one) => one !== project)
        return new Response(null, { status: 204 })
      }
      if (method === 'PUT') {
        const body = projectUpdateSchema(today).safeParse(data)
        if (!body.success) return refused(body.error)
        if (body.data.version !== project.version) {
          return json(409, { message: portfolioMessages.stale })
        }
        const { version: _sent, ...fields } = body.data
        Object.assign(project, fields)
        bump(project)
        return json(200, project)
      }
    }
    const coverOf = () => {
      project.cover = project.photos[0]?.image ?? null
    }
    if (!photoPart && method === 'POST') {
      const form = request.body instanceof FormData ? request.body : null
      const file = form?.get('file')
      if (!(file instanceof File)) return json(400, { message: portfolioMessages.noFile })
      if (project.photos.length >= portfolioLimits.photos) {
        return json(400, { message: portfolioMessages.tooManyPhotos })
      }
      if (!(await isImage(file))) return json(400, { message: portfolioMessages.notAnImage })
      const fields = photoInputSchema.safeParse({
        caption: form?.get('caption') ?? '',
        role: form?.get('role') ?? 'gallery',
      })
      if (!fields.success) return refused(fields.error)
      const photo: ProjectPhoto = {
        id: nextId(state.projects.flatMap((one) => one.photos)),
        ...fields.data,
        image: responsiveImage(file.name),
      }
      project.photos.push(photo)
      coverOf()
      bump(project)
      return json(201, project)
    }
    if (photoPart === 'order' && method === 'PUT') {
      const body = orderSchema.safeParse(data)
      if (!body.success || body.data.ids.length !== project.photos.length) {
        return json(400, { message: portfolioMessages.order })
      }
      project.photos = body.data.ids.flatMap((id) => project.photos.filter((one) => one.id === id))
      coverOf()
      bump(project)
      return json(200, project)
    }
    const photo = project.photos.find((one) => one.id === Number(photoPart))
    if (photoPart && !photo) return json(404, { message: 'Photo not found' })
    if (photo && method === 'PATCH') {
      const body = photoInputSchema.safeParse(data)
      if (!body.success) return refused(body.error)
      Object.assign(photo, body.data)
      bump(project)
      return json(200, project)
    }
    if (photo && method === 'DELETE') {
      project.photos = project.photos.filter((one) => one !== photo)
      coverOf()
      bump(project)
      return json(200, project)
    }
  }

  if (path === '/api/admin/testimonials/order' && method === 'PUT') {
    const body = orderSchema.safeParse(data)
    if (!body.success || body.data.ids.length !== state.testimonials.length) {
      return json(400, { message: portfolioMessages.order })
    }
    state.testimonials = body.data.ids.flatMap((id) =>
      state.testimonials.filter((one) => one.id === id),
    )
    return json(200, state.testimonials)
  }
  if (path === '/api/admin/testimonials') {
    if (method === 'GET') return json(200, state.testimonials)
    if (method === 'POST') {
      const body = testimonialInputSchema.safeParse(data)
      if (!body.success) return refused(body.error)
      const testimonial: AdminTestimonial = {
        ...body.data,
        id: nextId(state.testimonials),
        sortOrder: state.testimonials.length,
        version: 1,
        updatedAt: now.toISOString(),
      }
      state.testimonials.push(testimonial)
      return json(201, testimonial)
    }
  }
  const testimonialPath = path.match(/^\/api\/admin\/testimonials\/(\d+)$/)
  if (testimonialPath) {
    const testimonial = state.testimonials.find((one) => one.id === Number(testimonialPath[1]))
    if (!testimonial) return json(404, { message: 'Testimonial not found' })
    if (method === 'DELETE') {
      if (role !== 'owner') return json(403, { message: 'Only an owner can do this' })
      state.testimonials = state.testimonials.filter((one) => one !== testimonial)
      return new Response(null, { status: 204 })
    }
    if (method === 'PUT') {
      const body = testimonialUpdateSchema.safeParse(data)
      if (!body.success) return refused(body.error)
      if (body.data.version !== testimonial.version) {
        return json(409, { message: portfolioMessages.stale })
      }
      const { version: _sent, ...fields } = body.data
      Object.assign(testimonial, fields)
      bump(testimonial)
      return json(200, testimonial)
    }
  }
  return undefined
}

/** A project as the API answers it; override what the test is about. */
export function adminProject(overrides: Partial<AdminProject> = {}): AdminProject {
  return {
    id: 1,
    title: 'Danapur Villa',
    description: 'A G+2 family home with a rooftop garden.',
    imageUrl: '/images/projects/danapur-villa.svg',
    projectType: 'residential',
    completedDate: '2025-03-15',
    featured: false,
    location: 'Danapur, Patna',
    cover: null,
    highlights: ['G+2, 3,200 sq ft'],
    services: ['Design', 'Construction'],
    hindi: null,
    photos: [],
    status: 'published',
    sortOrder: 0,
    version: 1,
    updatedAt: '2026-11-01T06:30:00.000Z',
    ...overrides,
  }
}

/** A photo of a project, its image named after `name`. */
export function projectPhoto(id: number, overrides: Partial<ProjectPhoto> = {}): ProjectPhoto {
  return {
    id,
    caption: `Photo ${id}`,
    role: 'gallery',
    image: responsiveImage(`photo-${id}.jpg`),
    ...overrides,
  }
}

/** A testimonial as the API answers it. */
export function adminTestimonial(overrides: Partial<AdminTestimonial> = {}): AdminTestimonial {
  return {
    id: 1,
    quote: 'They finished our house before the monsoon, as promised.',
    author: 'Ramesh Prasad',
    detail: 'Homeowner, Kankarbagh, Patna',
    project: 'G+2 family home',
    segment: null,
    hindi: null,
    placements: ['home'],
    published: true,
    sortOrder: 0,
    version: 1,
    updatedAt: '2026-11-01T06:30:00.000Z',
    ...overrides,
  }
}
