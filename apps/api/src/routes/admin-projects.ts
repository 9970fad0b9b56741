import {
  type AdminProject,
  idParamSchema,
  orderSchema,
  type ProjectInput,
  projectInputSchema,
  projectUpdateSchema,
} from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ProjectEntity, ProjectPhotoEntity, type ProjectRow } from '../db/entities'
import { HttpError } from '../http-error'
import { writeAudit } from '../leads/audit-log'
import { signedIn } from '../plugins/auth'
import { filesOfRows, removeUnusedFiles } from '../portfolio/photo-files'
import { photosOf } from '../portfolio/project-catalog'
import {
  adminProject,
  assertWholeOrder,
  changeProject,
  portfolioNotFound,
  refuseFutureDate,
  SCHEMA_TODAY,
} from '../portfolio/project-changes'
import { toAdminProject } from '../portfolio/project-view'

const actorOf = (request: Parameters<typeof signedIn>[0]) => {
  const { id, name } = signedIn(request)
  return { id, name }
}

/** The columns of a project's fields as the form sends them. */
function columnsOf(input: ProjectInput): Partial<ProjectRow> {
  return {
    title: input.title,
    description: input.description,
    projectType: input.projectType,
    completedDate: input.completedDate,
    location: input.location,
    highlights: JSON.stringify(input.highlights),
    services: JSON.stringify(input.services),
    featured: input.featured,
    status: input.status,
    // No Hindi (null) clears all four: the Hindi pages show the English words.
    hindiTitle: input.hindi?.title ?? null,
    hindiDescription: input.hindi?.description ?? null,
    hindiLocation: input.hindi?.location ?? null,
    hindiHighlights: input.hindi ? JSON.stringify(input.hindi.highlights) : null,
  }
}

/** The names of the fields a change alters, for the audit log ("title,status"). */
function changedFields(row: ProjectRow, columns: Partial<ProjectRow>): string {
  return Object.entries(columns)
    .filter(([name, value]) => {
      const before = row[name as keyof ProjectRow]
      if (name === 'completedDate') return String(before).slice(0, 10) !== value
      if (name === 'featured') return Boolean(before) !== value
      return before !== value
    })
    .map(([name]) => name)
    .join(',')
}

/**
 * The portfolio as the staff manage it (`/api/admin/projects`): every project, drafts too; a new
 * one is a draft unless published at once, and comes first in the order; changes carry the version
 * they were made on (409 when stale); deleting is for owners. Every change is one transaction with
 * its audit entry, and the public lists forget what they kept.
 */
export const adminProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin)
  const { storage } = app.media

  const list = async (): Promise<AdminProject[]> => {
    const rows = await app.db.getRepository(ProjectEntity).find({
      order: { sortOrder: 'ASC', completedDate: 'DESC', id: 'DESC' },
    })
    const photos = await app.db.getRepository(ProjectPhotoEntity).find({
      order: { sortOrder: 'ASC', id: 'ASC' },
    })
    return rows.map((row) =>
      toAdminProject(
        row,
        photos.filter((photo) => Number(photo.projectId) === Number(row.id)),
        storage,
      ),
    )
  }

  app.get('/projects', list)

  app.get('/projects/:id', { schema: { params: idParamSchema } }, (request) =>
    adminProject(app.db, storage, request.params.id),
  )

  app.post(
    '/projects',
    { schema: { body: projectInputSchema(SCHEMA_TODAY) } },
    async (request, reply) => {
      refuseFutureDate(request.body.completedDate)
      const now = new Date()
      const id = await app.db.transaction(async (manager) => {
        // First in the portfolio: the others move one place down.
        await manager
          .createQueryBuilder()
          .update(ProjectEntity)
          .set({ sortOrder: () => 'sortOrder + 1' })
          .execute()
        const result = await manager.insert(ProjectEntity, {
          ...columnsOf(request.body),
          imageUrl: '',
          sortOrder: 0,
          version: 1,
          updatedAt: now,
        })
        const newId = Number(result.identifiers[0]?.id)
        await writeAudit(manager, {
          actor: actorOf(request),
          action: 'project.create',
          targetType: 'project',
          targetId: newId,
          details: { status: request.body.status },
          at: now,
        })
        return newId
      })
      app.projectCatalog.invalidate()
      return reply.code(201).send(await adminProject(app.db, storage, id))
    },
  )

  app.put('/projects/order', { schema: { body: orderSchema } }, async (request) => {
    const { ids } = request.body
    await app.db.transaction(async (manager) => {
      const existing = await manager.find(ProjectEntity, { select: { id: true } })
      assertWholeOrder(
        ids,
        existing.map((row) => Number(row.id)),
      )
      for (const [position, id] of ids.entries()) {
        await manager.update(ProjectEntity, { id }, { sortOrder: position })
      }
      await writeAudit(manager, {
        actor: actorOf(request),
        action: 'project.order',
        targetType: 'project',
        // The whole portfolio, not one project.
        targetId: 0,
        details: { count: ids.length },
      })
    })
    app.projectCatalog.invalidate()
    return list()
  })

  app.put(
    '/projects/:id',
    { schema: { params: idParamSchema, body: projectUpdateSchema(SCHEMA_TODAY) } },
    async (request) => {
      const { id } = request.params
      const { version, ...input } = request.body
      refuseFutureDate(input.completedDate)
      await app.db.transaction(async (manager) => {
        const row = await manager.findOneBy(ProjectEntity, { id })
        if (!row) throw new HttpError(404, portfolioNotFound.project)
        const columns = columnsOf(input)
        const now = new Date()
        await changeProject(manager, id, version, columns, now)
        await writeAudit(manager, {
          actor: actorOf(request),
          action: 'project.update',
          targetType: 'project',
          targetId: id,
          details: { fields: changedFields(row, columns), status: input.status },
          at: now,
        })
      })
      app.projectCatalog.invalidate()
      return adminProject(app.db, storage, id)
    },
  )

  app.delete(
    '/projects/:id',
    { schema: { params: idParamSchema }, onRequest: app.requireOwner },
    async (request, reply) => {
      const { id } = request.params
      const photos = await app.db.transaction(async (manager) => {
        const row = await manager.findOneBy(ProjectEntity, { id })
        if (!row) throw new HttpError(404, portfolioNotFound.project)
        const rows = await photosOf(manager, id)
        await manager.delete(ProjectPhotoEntity, { projectId: id })
        await manager.delete(ProjectEntity, { id })
        await writeAudit(manager, {
          actor: actorOf(request),
          action: 'project.delete',
          targetType: 'project',
          targetId: id,
          details: { title: row.title, status: row.status, photos: rows.length },
        })
        return rows
      })
      app.projectCatalog.invalidate()
      await removeUnusedFiles(app.db, storage, filesOfRows(photos), request.log)
      request.log.info(`Project ${id} deleted by admin ${request.session.adminUserId}`)
      return reply.code(204).send()
    },
  )
}
