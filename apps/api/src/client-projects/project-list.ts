import { type AdminUser, type ClientProjectSummary, companyDate } from '@nirman/contract'
import { type EntityManager, In } from 'typeorm'
import {
  ClientAccountEntity,
  ClientPaymentEntity,
  ClientProjectClientEntity,
  ClientProjectEntity,
  type ClientProjectRow,
  ClientProjectStaffEntity,
  ClientStageEntity,
} from '../db/client-entities'
import { staffRefsOf, toClientStage, toPaymentPlan } from './client-project-view'
import { clientPayments, projectFigures } from './figures'
import { canManage } from './project-access'

/**
 * The staff's list of client projects, newest change first, each with its figures. What the
 * projects hold is read in one query per table for all of them (an `IN` list of their ids), so
 * the list costs the same seven queries for 2 projects or 200.
 */

/** `rows` by their project, in the order they came. */
function byProject<Row extends { projectId: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const groups = new Map<number, Row[]>()
  for (const row of rows) {
    const projectId = Number(row.projectId)
    const group = groups.get(projectId)
    if (group) group.push(row)
    else groups.set(projectId, [row])
  }
  return groups
}

/** What the projects `ids` hold, grouped by project. */
async function holdingsOf(manager: EntityManager, ids: number[]) {
  const ofProjects = { projectId: In(ids) }
  const stages = await manager.find(ClientStageEntity, {
    where: ofProjects,
    order: { projectId: 'ASC', position: 'ASC', id: 'ASC' },
  })
  const payments = await manager.find(ClientPaymentEntity, {
    where: ofProjects,
    order: { projectId: 'ASC', position: 'ASC', id: 'ASC' },
  })
  const staffLinks = await manager.findBy(ClientProjectStaffEntity, ofProjects)
  const clientLinks = await manager.find(ClientProjectClientEntity, {
    where: ofProjects,
    order: { addedAt: 'ASC', clientId: 'ASC' },
  })
  const clientIds = [...new Set(clientLinks.map((link) => Number(link.clientId)))]
  const clients =
    clientIds.length === 0
      ? []
      : await manager.find(ClientAccountEntity, {
          where: { id: In(clientIds) },
          select: { id: true, name: true },
        })
  const staff = await staffRefsOf(manager, [
    ...new Set(staffLinks.map((link) => Number(link.adminUserId))),
  ])
  return {
    stages: byProject(stages),
    payments: byProject(payments),
    staffLinks: byProject(staffLinks),
    clientLinks: byProject(clientLinks),
    clientNames: new Map(clients.map((client) => [Number(client.id), client.name])),
    staff,
  }
}

type Holdings = Awaited<ReturnType<typeof holdingsOf>>

function summaryOf(
  project: ClientProjectRow,
  holdings: Holdings,
  viewer: AdminUser,
  today: string,
): ClientProjectSummary {
  const id = Number(project.id)
  const contractValuePaise = Number(project.contractValuePaise)
  const stages = (holdings.stages.get(id) ?? []).map(toClientStage)
  const plans = (holdings.payments.get(id) ?? []).map(toPaymentPlan)
  const payments = clientPayments(contractValuePaise, plans, stages, today)
  const staffIds = (holdings.staffLinks.get(id) ?? []).map((link) => Number(link.adminUserId))
  const figures = projectFigures(contractValuePaise, stages, payments)
  const nextPayment = payments.find((payment) => payment.id === figures.nextPaymentId)
  return {
    id,
    title: project.title,
    city: project.city,
    clients: (holdings.clientLinks.get(id) ?? []).flatMap(
      (link) => holdings.clientNames.get(Number(link.clientId)) ?? [],
    ),
    staff: holdings.staff.filter((ref) => staffIds.includes(ref.id)),
    ...figures,
    currentStageName: stages.find((stage) => stage.id === figures.currentStageId)?.name ?? null,
    nextPayment: nextPayment
      ? {
          label: nextPayment.label,
          amountPaise: nextPayment.amountPaise,
          status: nextPayment.status,
          dueOn: nextPayment.dueOn,
        }
      : null,
    canManage: canManage(viewer, staffIds),
    updatedAt: project.updatedAt.toISOString(),
  }
}

/** Every client project as `viewer` sees it in the list, the most recently changed first. */
export async function clientProjectSummaries(
  manager: EntityManager,
  viewer: AdminUser,
  now: Date = new Date(),
): Promise<ClientProjectSummary[]> {
  const projects = await manager.find(ClientProjectEntity, {
    order: { updatedAt: 'DESC', id: 'DESC' },
  })
  if (projects.length === 0) return []
  const holdings = await holdingsOf(
    manager,
    projects.map((project) => Number(project.id)),
  )
  const today = companyDate(now)
  return projects.map((project) => summaryOf(project, holdings, viewer, today))
}
