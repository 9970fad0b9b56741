import {
  type AdminClientProject,
  type AdminUser,
  type ClientDocument,
  type ClientMessage,
  type ClientPhoto,
  type ClientStage,
  type ClientUpdate,
  companyDate,
  type ProjectClient,
  type StaffRef,
} from '@nirman/contract'
import { type EntityManager, In } from 'typeorm'
import {
  ClientAccountEntity,
  ClientDocumentEntity,
  type ClientDocumentRow,
  ClientMessageEntity,
  type ClientMessageRow,
  ClientPaymentEntity,
  type ClientPaymentRow,
  ClientProjectClientEntity,
  type ClientProjectRow,
  ClientStageEntity,
  type ClientStageRow,
  ClientUpdateEntity,
  ClientUpdatePhotoEntity,
  type ClientUpdatePhotoRow,
  type ClientUpdateRow,
} from '../db/client-entities'
import { AdminUserEntity } from '../db/entities'
import { toResponsiveImage } from '../portfolio/photo-view'
import { clientPayments, type PaymentPlan, projectFigures } from './figures'
import { canManage, dayOf, projectRowOf, staffIdsOf } from './project-access'

/**
 * The address of a stored file of a client project for one audience: staff under
 * /api/admin/client-projects/:id/files/, a client under /api/client/projects/:id/files/. Each
 * request for it checks the session against the project (never /uploads/).
 */
export type FileAddress = (projectId: number, key: string) => string

export const staffFileAddress: FileAddress = (projectId, key) =>
  `/api/admin/client-projects/${projectId}/files/${key}`

export function toClientStage(row: ClientStageRow): ClientStage {
  return {
    id: Number(row.id),
    name: row.name,
    nameHi: row.nameHi,
    plannedStart: dayOf(row.plannedStart),
    plannedEnd: dayOf(row.plannedEnd),
    actualStart: dayOf(row.actualStart),
    actualEnd: dayOf(row.actualEnd),
    state: row.state,
    delayReason: row.delayReason,
  }
}

export function toPaymentPlan(row: ClientPaymentRow): PaymentPlan {
  return {
    id: Number(row.id),
    label: row.label,
    percentBasisPoints: row.percentBasisPoints === null ? null : Number(row.percentBasisPoints),
    amountPaise: row.amountPaise === null ? null : Number(row.amountPaise),
    stageId: row.stageId === null ? null : Number(row.stageId),
    dueDate: dayOf(row.dueDate),
    receipt:
      row.receivedOn === null || row.mode === null
        ? null
        : {
            receivedOn: dayOf(row.receivedOn) ?? '',
            amountPaise: Number(row.receivedPaise ?? 0),
            mode: row.mode,
            reference: row.reference,
          },
  }
}

export function toClientPhoto(
  row: ClientUpdatePhotoRow,
  projectId: number,
  address: FileAddress,
): ClientPhoto {
  return {
    id: Number(row.id),
    caption: row.caption,
    image: toResponsiveImage(row, { url: (key) => address(projectId, key) }),
  }
}

export function toClientUpdate(
  row: ClientUpdateRow,
  photos: readonly ClientUpdatePhotoRow[],
  address: FileAddress,
): ClientUpdate {
  const projectId = Number(row.projectId)
  return {
    id: Number(row.id),
    visitDate: dayOf(row.visitDate) ?? '',
    body: row.body,
    stageId: row.stageId === null ? null : Number(row.stageId),
    status: row.status,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    author: row.authorId === null ? null : { id: Number(row.authorId), name: row.authorName ?? '' },
    photos: photos
      .filter((photo) => Number(photo.updateId) === Number(row.id))
      .map((photo) => toClientPhoto(photo, projectId, address)),
    version: Number(row.version),
  }
}

export function toClientDocument(row: ClientDocumentRow, address: FileAddress): ClientDocument {
  return {
    id: Number(row.id),
    title: row.title,
    kind: row.kind,
    visibility: row.visibility,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: Number(row.sizeBytes),
    addedAt: row.createdAt.toISOString(),
    url: address(Number(row.projectId), row.storageKey),
  }
}

export function toClientMessage(row: ClientMessageRow): ClientMessage {
  return {
    id: Number(row.id),
    updateId: row.updateId === null ? null : Number(row.updateId),
    author: { kind: row.authorKind, name: row.authorName },
    body: row.body,
    at: row.createdAt.toISOString(),
  }
}

/** The stages of a project in order. */
export async function stagesOf(manager: EntityManager, projectId: number): Promise<ClientStage[]> {
  const rows = await manager.find(ClientStageEntity, {
    where: { projectId },
    order: { position: 'ASC', id: 'ASC' },
  })
  return rows.map(toClientStage)
}

/** The instalments of a project in order, as stored. */
export async function paymentPlansOf(
  manager: EntityManager,
  projectId: number,
): Promise<PaymentPlan[]> {
  const rows = await manager.find(ClientPaymentEntity, {
    where: { projectId },
    order: { position: 'ASC', id: 'ASC' },
  })
  return rows.map(toPaymentPlan)
}

/** Staff references of `ids`, in the order of their names. */
export async function staffRefsOf(
  manager: EntityManager,
  ids: readonly number[],
): Promise<StaffRef[]> {
  if (ids.length === 0) return []
  const rows = await manager.find(AdminUserEntity, {
    where: { id: In([...ids]) },
    select: { id: true, name: true },
    order: { name: 'ASC', id: 'ASC' },
  })
  return rows.map((row) => ({ id: Number(row.id), name: row.name }))
}

/** The clients of a project, in the order they were added. */
export async function clientsOf(
  manager: EntityManager,
  projectId: number,
): Promise<ProjectClient[]> {
  const links = await manager.find(ClientProjectClientEntity, {
    where: { projectId },
    order: { addedAt: 'ASC', clientId: 'ASC' },
  })
  if (links.length === 0) return []
  const rows = await manager.findBy(ClientAccountEntity, {
    id: In(links.map((link) => Number(link.clientId))),
  })
  return links.flatMap((link) => {
    const row = rows.find((each) => Number(each.id) === Number(link.clientId))
    if (!row) return []
    return [
      {
        id: Number(row.id),
        name: row.name,
        email: row.email,
        phone: row.phone,
        language: row.language,
        revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
        lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
      },
    ]
  })
}

/** A project's updates, newest visit first, with their photos in order (drafts too). */
export async function updatesOf(
  manager: EntityManager,
  projectId: number,
  address: FileAddress,
  which: { publishedOnly: boolean },
): Promise<ClientUpdate[]> {
  const rows = await manager.find(ClientUpdateEntity, {
    where: which.publishedOnly ? { projectId, status: 'published' } : { projectId },
    order: { visitDate: 'DESC', id: 'DESC' },
  })
  if (rows.length === 0) return []
  const photos = await manager.find(ClientUpdatePhotoEntity, {
    where: { updateId: In(rows.map((row) => Number(row.id))) },
    order: { sortOrder: 'ASC', id: 'ASC' },
  })
  return rows.map((row) => toClientUpdate(row, photos, address))
}

/** The figures, stages and instalments of a project as of `now`. */
export async function scheduleOf(manager: EntityManager, project: ClientProjectRow, now: Date) {
  const projectId = Number(project.id)
  const stages = await stagesOf(manager, projectId)
  const contractValuePaise = Number(project.contractValuePaise)
  const payments = clientPayments(
    contractValuePaise,
    await paymentPlansOf(manager, projectId),
    stages,
    companyDate(now),
  )
  return { stages, payments, figures: projectFigures(contractValuePaise, stages, payments) }
}

/** A client project whole, as `viewer` (a staff member) sees it; 404 when there is none. */
export async function adminClientProject(
  manager: EntityManager,
  projectId: number,
  viewer: AdminUser,
  now: Date = new Date(),
): Promise<AdminClientProject> {
  const project = await projectRowOf(manager, projectId)
  const staffIds = await staffIdsOf(manager, projectId)
  const { stages, payments, figures } = await scheduleOf(manager, project, now)
  const documents = await manager.find(ClientDocumentEntity, {
    where: { projectId },
    order: { createdAt: 'DESC', id: 'DESC' },
  })
  const messages = await manager.find(ClientMessageEntity, {
    where: { projectId },
    order: { createdAt: 'ASC', id: 'ASC' },
  })
  return {
    id: Number(project.id),
    title: project.title,
    siteAddress: project.siteAddress,
    city: project.city,
    projectType: project.projectType,
    contractValuePaise: Number(project.contractValuePaise),
    startDate: dayOf(project.startDate) ?? '',
    leadId: project.leadId === null ? null : Number(project.leadId),
    staff: await staffRefsOf(manager, staffIds),
    clients: await clientsOf(manager, projectId),
    stages,
    payments,
    ...figures,
    updates: await updatesOf(manager, projectId, staffFileAddress, { publishedOnly: false }),
    documents: documents.map((row) => toClientDocument(row, staffFileAddress)),
    messages: messages.map(toClientMessage),
    canManage: canManage(viewer, staffIds),
    version: Number(project.version),
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  }
}
