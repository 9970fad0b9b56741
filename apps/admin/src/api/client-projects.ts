import {
  type AdminClientProject,
  type ClientAdd,
  type ClientInvitation,
  type ClientProjectCreate,
  type ClientProjectSummary,
  type ClientProjectUpdate,
  clientProjectPaths,
  type DocumentInput,
  type MessageInput,
  type PaymentScheduleInput,
  type ReceiptInput,
  type ScheduleInput,
  type UpdateChange,
  type UpdateInput,
  type UpdatePhotoInput,
} from '@nirman/contract'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest, apiUrl, getJson } from './client'
import { adminKeys } from './queries'
import { uploadForm } from './upload'

/**
 * Client projects as the staff keep them (issue 24): every request of the dashboard to
 * `/api/admin/client-projects…`. Each change answers the project whole, which the page puts in
 * the query's cache (`clientProjectKeys.project(id)`), so every section shows it at once.
 */
export const clientProjectKeys = {
  all: () => [...adminKeys.all, 'client-projects'] as const,
  list: () => [...clientProjectKeys.all(), 'list'] as const,
  project: (id: number) => [...clientProjectKeys.all(), 'detail', id] as const,
}

const required = async <T>(answer: Promise<T | null>): Promise<T> => {
  const value = await answer
  if (value === null) throw new Error('The API answered nothing')
  return value
}

/** Every client project, the most recently changed first. */
export const clientProjectListQuery = queryOptions({
  queryKey: clientProjectKeys.list(),
  queryFn: () => required(getJson<ClientProjectSummary[]>(clientProjectPaths.list)),
})

/** One project whole: stages, instalments, updates (drafts too), documents, clients, messages. */
export function clientProjectQuery(id: number) {
  return queryOptions({
    queryKey: clientProjectKeys.project(id),
    queryFn: () => required(getJson<AdminClientProject>(clientProjectPaths.one(id))),
  })
}

const send = <Body>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: Body) =>
  required(apiRequest<AdminClientProject>(method, path, body))

export const createClientProject = (body: ClientProjectCreate) =>
  send('POST', clientProjectPaths.list, body)
export const updateClientProject = (id: number, body: ClientProjectUpdate) =>
  send('PUT', clientProjectPaths.one(id), body)
export const deleteClientProject = (id: number) =>
  apiRequest<void>('DELETE', clientProjectPaths.one(id))

export const saveStages = (id: number, body: ScheduleInput) =>
  send('PUT', clientProjectPaths.stages(id), body)
export const savePayments = (id: number, body: PaymentScheduleInput) =>
  send('PUT', clientProjectPaths.payments(id), body)
export const recordReceipt = (id: number, paymentId: number, body: ReceiptInput) =>
  send('PUT', clientProjectPaths.receipt(id, paymentId), body)
export const undoReceipt = (id: number, paymentId: number, version: number) =>
  send('DELETE', `${clientProjectPaths.receipt(id, paymentId)}?version=${version}`)

export const addClient = (id: number, body: ClientAdd) =>
  send('POST', clientProjectPaths.clients(id), body)
export const removeClient = (id: number, clientId: number, version: number) =>
  send('DELETE', `${clientProjectPaths.client(id, clientId)}?version=${version}`)
/** An invitation link for a client: e-mailed too unless `email` is false. */
export const inviteClient = (id: number, clientId: number, email: boolean) =>
  required(
    apiRequest<ClientInvitation>('POST', `${clientProjectPaths.client(id, clientId)}/invitation`, {
      email,
    }),
  )
export const revokeClient = (id: number, clientId: number) =>
  send('POST', `${clientProjectPaths.client(id, clientId)}/revoke`, {})

export const writeMessage = (id: number, body: MessageInput) =>
  send('POST', clientProjectPaths.messages(id), body)

export const createUpdate = (id: number, body: UpdateInput) =>
  send('POST', clientProjectPaths.updates(id), body)
export const changeUpdate = (id: number, updateId: number, body: UpdateChange) =>
  send('PUT', clientProjectPaths.update(id, updateId), body)
export const publishUpdate = (id: number, updateId: number) =>
  send('POST', clientProjectPaths.publish(id, updateId), {})
export const deleteUpdate = (id: number, updateId: number) =>
  send('DELETE', clientProjectPaths.update(id, updateId))
export const changeUpdatePhoto = (
  id: number,
  updateId: number,
  photoId: number,
  body: UpdatePhotoInput,
) => send('PATCH', clientProjectPaths.updatePhoto(id, updateId, photoId), body)
export const deleteUpdatePhoto = (id: number, updateId: number, photoId: number) =>
  send('DELETE', clientProjectPaths.updatePhoto(id, updateId, photoId))

export const changeDocument = (id: number, documentId: number, body: DocumentInput) =>
  send('PATCH', clientProjectPaths.document(id, documentId), body)
export const deleteDocument = (id: number, documentId: number) =>
  send('DELETE', clientProjectPaths.document(id, documentId))

/** Uploads a photo of an update (`file`, `caption`). */
export const uploadUpdatePhoto = (
  id: number,
  updateId: number,
  file: File,
  caption: string,
  onProgress: (share: number) => void,
) =>
  uploadForm<AdminClientProject>(
    clientProjectPaths.updatePhotos(id, updateId),
    { caption },
    file,
    onProgress,
  )

/** Uploads a document (`file`, `title`, `kind`, `visibility`). */
export const uploadDocument = (
  id: number,
  file: File,
  fields: DocumentInput,
  onProgress: (share: number) => void,
) =>
  uploadForm<AdminClientProject>(
    clientProjectPaths.documents(id),
    { title: fields.title, kind: fields.kind, visibility: fields.visibility },
    file,
    onProgress,
  )

/** The address the browser opens a project's file at (a photo, a document): session-checked. */
export const clientFileUrl = (path: string) => apiUrl(path)
