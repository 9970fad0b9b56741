import {
  type ClientMe,
  type ClientTrackerProject,
  clientSignInMessages,
  type MessageInput,
} from '@nirman/contract'
import { type EntityManager, In } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import type { ClientRef } from '../auth/principal'
import {
  type FileAddress,
  scheduleOf,
  staffRefsOf,
  toClientDocument,
  toClientMessage,
  updatesOf,
} from '../client-projects/client-project-view'
import { dayOf, staffIdsOf } from '../client-projects/project-access'
import {
  ClientAccountEntity,
  ClientDocumentEntity,
  ClientMessageEntity,
  ClientProjectClientEntity,
  ClientProjectEntity,
  ClientUpdateEntity,
} from '../db/client-entities'
import { HttpError } from '../http-error'

/** Where a client's browser fetches a file of their project: a route that checks the session. */
export const clientFileAddress: FileAddress = (projectId, key) =>
  `/api/client/projects/${projectId}/files/${key}`

const projectNotFound = () => new HttpError(404, clientSignInMessages.projectNotFound)

/**
 * 404 unless the client is on the project: another client's project answers exactly as one that
 * does not exist, so a guessed or shared address tells nothing.
 */
export async function assertClientProject(
  manager: EntityManager,
  clientId: number,
  projectId: number,
): Promise<void> {
  const link = await manager.findOneBy(ClientProjectClientEntity, { clientId, projectId })
  if (!link) throw projectNotFound()
}

/** Who is signed in, and their projects (oldest first). */
export async function clientMe(manager: EntityManager, clientId: number): Promise<ClientMe> {
  const client = await manager.findOneByOrFail(ClientAccountEntity, { id: clientId })
  const links = await manager.findBy(ClientProjectClientEntity, { clientId })
  const projects =
    links.length === 0
      ? []
      : await manager.find(ClientProjectEntity, {
          where: { id: In(links.map((link) => Number(link.projectId))) },
          select: { id: true, title: true, city: true },
          order: { id: 'ASC' },
        })
  return {
    client: { name: client.name, email: client.email, language: client.language },
    projects: projects.map((row) => ({ id: Number(row.id), title: row.title, city: row.city })),
  }
}

/**
 * A project as its client sees it: the overview's figures, the schedule and instalments, the
 * published updates only (a draft is never sent, not even its existence), the documents published
 * to the client, the questions and answers. 404 unless the client is on it.
 */
export async function trackerProject(
  manager: EntityManager,
  clientId: number,
  projectId: number,
  now: Date = new Date(),
): Promise<ClientTrackerProject> {
  await assertClientProject(manager, clientId, projectId)
  const project = await manager.findOneBy(ClientProjectEntity, { id: projectId })
  if (!project) throw projectNotFound()
  const { stages, payments, figures } = await scheduleOf(manager, project, now)
  const updates = await updatesOf(manager, projectId, clientFileAddress, { publishedOnly: true })
  const documents = await manager.find(ClientDocumentEntity, {
    where: { projectId, visibility: 'client' },
    order: { createdAt: 'DESC', id: 'DESC' },
  })
  const messages = await manager.find(ClientMessageEntity, {
    where: { projectId },
    order: { createdAt: 'ASC', id: 'ASC' },
  })
  const staff = await staffRefsOf(manager, await staffIdsOf(manager, projectId))
  return {
    id: Number(project.id),
    title: project.title,
    siteAddress: project.siteAddress,
    city: project.city,
    contractValuePaise: Number(project.contractValuePaise),
    startDate: dayOf(project.startDate) ?? '',
    staff: staff.map((member) => member.name),
    stages,
    payments,
    ...figures,
    updates: updates.map(
      ({ status: _status, version: _version, author: _author, ...update }) => update,
    ),
    documents: documents.map((row) => {
      const { visibility: _visibility, ...document } = toClientDocument(row, clientFileAddress)
      return document
    }),
    messages: messages.map(toClientMessage),
  }
}

/**
 * Writes a client's question on the project's timeline (about one published update, or the project
 * as a whole), with its audit entry; 404 unless the client is on the project and the update is published in it. Returns
 * the project's title, for the staff's alert.
 */
export async function writeQuestion(
  manager: EntityManager,
  client: ClientRef,
  projectId: number,
  input: MessageInput,
  now: Date,
): Promise<{ messageId: number; projectTitle: string }> {
  await assertClientProject(manager, client.id, projectId)
  if (input.updateId !== null) {
    const update = await manager.findOneBy(ClientUpdateEntity, {
      id: input.updateId,
      projectId,
      status: 'published',
    })
    if (!update) throw new HttpError(404, clientSignInMessages.projectNotFound)
  }
  const project = await manager.findOneByOrFail(ClientProjectEntity, { id: projectId })
  const result = await manager.insert(ClientMessageEntity, {
    projectId,
    updateId: input.updateId,
    authorKind: 'client',
    authorId: client.id,
    authorName: client.name,
    body: input.body,
    createdAt: now,
  })
  const messageId = Number(result.identifiers[0]?.id)
  // A client is not staff: the log names them by id, as it names a lead.
  await writeAudit(manager, {
    actor: null,
    action: 'client_project.message',
    targetType: 'client_project',
    targetId: projectId,
    details: { by: 'client', clientId: client.id, messageId, updateId: input.updateId },
    at: now,
  })
  return { messageId, projectTitle: project.title }
}
