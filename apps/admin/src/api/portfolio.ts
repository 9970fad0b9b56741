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
import { ApiRequestError, apiRequest, apiUrl, getJson } from './client'
import { adminKeys } from './queries'

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

/**
 * Uploads one photo as multipart (`file`, `caption`, `role`), reporting how much of it has been
 * sent: XMLHttpRequest, because fetch tells nothing of an upload's progress. That is why this one
 * request does not go through the contract's client (fetch, JSON bodies): it sends the same
 * session cookie and throws the same ApiRequestError for a refusal.
 *
 * @param onProgress called with the share sent, 0 to 1
 * @returns the server's answer, parsed
 */
export function uploadPhoto(
  projectId: number,
  file: File,
  fields: { caption: string; role: PhotoRole },
  onProgress: (share: number) => void,
): Promise<unknown> {
  const form = new FormData()
  form.append('caption', fields.caption)
  form.append('role', fields.role)
  // Text parts first: the server reads them before streaming the file.
  form.append('file', file, file.name)
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', apiUrl(portfolioPaths.adminPhotos(projectId)))
    request.withCredentials = true
    request.setRequestHeader('accept', 'application/json')
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    })
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1)
        try {
          resolve(request.responseText ? JSON.parse(request.responseText) : undefined)
        } catch {
          resolve(undefined)
        }
        return
      }
      reject(new ApiRequestError(request.status, request.responseText, request.statusText))
    })
    // A network failure: no status to tell, the caller says the upload failed.
    request.addEventListener('error', () => reject(new Error('The upload could not be sent')))
    request.addEventListener('abort', () => reject(new Error('The upload was cancelled')))
    request.send(form)
  })
}
