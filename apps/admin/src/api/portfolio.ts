import {
  type AdminProject,
  type AdminTestimonial,
  type OrderBody,
  type PhotoInput,
  type PhotoRole,
  type ProjectInput,
  type ProjectUpdate,
  portfolioPaths,
  type TestimonialInput,
  type TestimonialUpdate,
} from '@nirman/contract'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest, getJson } from './client'
import { adminKeys } from './queries'
import { uploadForm } from './upload'

/** The projects and testimonials as the staff manage them (issue 13). */
export const portfolioKeys = {
  projects: () => [...adminKeys.all, 'projects'] as const,
  projectList: () => [...portfolioKeys.projects(), 'list'] as const,
  project: (id: number) => [...portfolioKeys.projects(), 'detail', id] as const,
  testimonials: () => [...adminKeys.all, 'testimonials'] as const,
}

const required = async <T>(answer: Promise<T | null>): Promise<T> => {
  const value = await answer
  if (value === null) throw new Error('The API answered nothing')
  return value
}

/** Every project, drafts too, in the portfolio's order. */
export const projectListQuery = queryOptions({
  queryKey: portfolioKeys.projectList(),
  queryFn: () => required(getJson<AdminProject[]>(portfolioPaths.adminProjects)),
})

/** One project with its photos, as the staff edit it. */
export function projectQuery(id: number) {
  return queryOptions({
    queryKey: portfolioKeys.project(id),
    queryFn: () => required(getJson<AdminProject>(portfolioPaths.adminProject(id))),
  })
}

/** Every testimonial, unpublished too, in their order. */
export const testimonialListQuery = queryOptions({
  queryKey: portfolioKeys.testimonials(),
  queryFn: () => required(getJson<AdminTestimonial[]>(portfolioPaths.adminTestimonials)),
})

export const createProject = (body: ProjectInput) =>
  apiRequest<AdminProject>('POST', portfolioPaths.adminProjects, body)
export const updateProject = (id: number, body: ProjectUpdate) =>
  apiRequest<AdminProject>('PUT', portfolioPaths.adminProject(id), body)
export const deleteProject = (id: number) =>
  apiRequest<void>('DELETE', portfolioPaths.adminProject(id))
export const orderProjects = (body: OrderBody) =>
  apiRequest<unknown>('PUT', portfolioPaths.adminProjectOrder, body)

export const updatePhoto = (projectId: number, photoId: number, body: PhotoInput) =>
  apiRequest<unknown>('PATCH', portfolioPaths.adminPhoto(projectId, photoId), body)
export const deletePhoto = (projectId: number, photoId: number) =>
  apiRequest<unknown>('DELETE', portfolioPaths.adminPhoto(projectId, photoId))
export const orderPhotos = (projectId: number, body: OrderBody) =>
  apiRequest<unknown>('PUT', portfolioPaths.adminPhotoOrder(projectId), body)

export const createTestimonial = (body: TestimonialInput) =>
  apiRequest<AdminTestimonial>('POST', portfolioPaths.adminTestimonials, body)
export const updateTestimonial = (id: number, body: TestimonialUpdate) =>
  apiRequest<AdminTestimonial>('PUT', portfolioPaths.adminTestimonial(id), body)
export const deleteTestimonial = (id: number) =>
  apiRequest<void>('DELETE', portfolioPaths.adminTestimonial(id))
export const orderTestimonials = (body: OrderBody) =>
  apiRequest<unknown>('PUT', portfolioPaths.adminTestimonialOrder, body)

/** Uploads one photo as multipart (`file`, `caption`, `role`), reporting how much has been sent. */
export function uploadPhoto(
  projectId: number,
  file: File,
  fields: { caption: string; role: PhotoRole },
  onProgress: (share: number) => void,
): Promise<unknown> {
  return uploadForm<unknown>(
    portfolioPaths.adminPhotos(projectId),
    { caption: fields.caption, role: fields.role },
    file,
    onProgress,
  )
}
