import { type ClientInput, type ClientProjectCreate, clientProjectMessages } from '@nirman/contract'
import { type EntityManager, In, IsNull } from 'typeorm'
import type { AuditDetails } from '../audit/audit-log'
import {
  ClientPaymentEntity,
  ClientProjectEntity,
  ClientProjectStaffEntity,
  ClientStageEntity,
} from '../db/client-entities'
import { isDuplicateKey } from '../db/duplicate-key'
import { AdminUserEntity, ContactSubmissionEntity, type ContactSubmissionRow } from '../db/entities'
import { fieldError, HttpError } from '../http-error'
import { acceptedScheduleOfLead } from '../quotations/accepted-schedule'
import { clientAccountFor, linkClient } from './project-clients'
import { acceptedInstalments, usualSchedule } from './usual-schedule'

/**
 * A new client project, written in the caller's transaction: its row, its staff, its clients, and
 * the company's usual schedule and instalments for its floors from its start day. From a Won
 * request, what the form leaves empty is carried over from it, and the payment schedule its client
 * accepted in a quotation becomes the instalments.
 */

/** 400 on `staffIds` unless every id is an account that may sign in (not disabled). */
export async function assertActiveStaff(
  manager: EntityManager,
  staffIds: readonly number[],
): Promise<void> {
  const active = await manager.countBy(AdminUserEntity, {
    id: In([...staffIds]),
    disabledAt: IsNull(),
  })
  if (active !== staffIds.length) {
    throw fieldError('staffIds', clientProjectMessages.staffUnknown)
  }
}

/**
 * The request a project is made from: 400 on `leadId` when it is gone, 409 unless it is Won or
 * when it has a project already.
 */
async function wonLeadOf(manager: EntityManager, leadId: number): Promise<ContactSubmissionRow> {
  const lead = await manager.findOneBy(ContactSubmissionEntity, { id: leadId })
  if (!lead) throw fieldError('leadId', clientProjectMessages.leadMissing)
  if (lead.stage !== 'won') throw new HttpError(409, clientProjectMessages.leadNotWon)
  if (await manager.existsBy(ClientProjectEntity, { leadId })) {
    throw new HttpError(409, clientProjectMessages.leadTaken)
  }
  return lead
}

/** The request's sender as the project's client, when they gave an e-mail to sign in with. */
function clientsOfLead(lead: ContactSubmissionRow | null): ClientInput[] {
  const email = lead?.email.trim().toLowerCase() ?? ''
  if (!lead || email === '') return []
  return [{ name: lead.name, email, phone: lead.phone, language: lead.language }]
}

/** 400 naming the second of two clients with the same e-mail. */
function assertDistinctClients(clients: readonly ClientInput[]): void {
  const seen = new Set<string>()
  clients.forEach((client, index) => {
    if (seen.has(client.email)) {
      throw fieldError(`clients.${index}.email`, clientProjectMessages.clientTaken)
    }
    seen.add(client.email)
  })
}

/** The project's row; two at once from the same request: the second is 409 (unique `leadId`). */
async function insertProjectRow(
  manager: EntityManager,
  input: ClientProjectCreate,
  lead: ContactSubmissionRow | null,
  now: Date,
): Promise<number> {
  try {
    const result = await manager.insert(ClientProjectEntity, {
      title: input.title,
      siteAddress: input.siteAddress,
      city: input.city || lead?.city || '',
      projectType: input.projectType || lead?.projectType || '',
      contractValuePaise: input.contractValuePaise,
      startDate: input.startDate,
      leadId: input.leadId,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    return Number(result.identifiers[0]?.id)
  } catch (error) {
    if (input.leadId !== null && isDuplicateKey(error)) {
      throw new HttpError(409, clientProjectMessages.leadTaken)
    }
    throw error
  }
}

/**
 * The usual stages of `floors` floors from `startDate`, and the usual instalments or, when the
 * client accepted a quotation's schedule, its instalments on those stages. Returns their counts.
 */
async function insertUsualSchedule(
  manager: EntityManager,
  projectId: number,
  floors: number,
  startDate: string,
  accepted: readonly { label: string; percentBasisPoints: number }[] | null,
): Promise<{ stages: number; payments: number }> {
  const usual = usualSchedule(floors, startDate)
  const { stages } = usual
  const instalments = accepted
    ? acceptedInstalments(accepted, stages, startDate)
    : usual.instalments
  const stageIds: number[] = []
  for (const [position, stage] of stages.entries()) {
    const result = await manager.insert(ClientStageEntity, {
      ...stage,
      projectId,
      position,
      actualStart: null,
      actualEnd: null,
      state: 'not_started',
      delayReason: '',
    })
    stageIds.push(Number(result.identifiers[0]?.id))
  }
  for (const [position, { stageIndex, ...instalment }] of instalments.entries()) {
    await manager.insert(ClientPaymentEntity, {
      ...instalment,
      projectId,
      position,
      amountPaise: null,
      stageId: stageIndex === null ? null : (stageIds[stageIndex] ?? null),
      receivedOn: null,
      receivedPaise: null,
      mode: null,
      reference: '',
    })
  }
  return { stages: stages.length, payments: instalments.length }
}

/** Writes a new project whole. Returns its id and what its audit entry keeps. */
export async function insertClientProject(
  manager: EntityManager,
  input: ClientProjectCreate,
  now: Date,
): Promise<{ id: number; details: AuditDetails }> {
  await assertActiveStaff(manager, input.staffIds)
  const lead = input.leadId === null ? null : await wonLeadOf(manager, input.leadId)
  const clients = input.clients.length > 0 ? input.clients : clientsOfLead(lead)
  assertDistinctClients(clients)
  const id = await insertProjectRow(manager, input, lead, now)
  await manager.insert(
    ClientProjectStaffEntity,
    input.staffIds.map((adminUserId) => ({ projectId: id, adminUserId })),
  )
  for (const client of clients) {
    const { clientId } = await clientAccountFor(manager, client, now)
    await linkClient(manager, id, clientId, now)
  }
  // The schedule the client accepted in a quotation of the request becomes the instalments.
  const accepted = lead ? await acceptedScheduleOfLead(manager, Number(lead.id)) : null
  const counts = await insertUsualSchedule(
    manager,
    id,
    input.floors,
    input.startDate,
    accepted?.schedule ?? null,
  )
  return {
    id,
    details: {
      fromLead: lead !== null,
      clients: clients.length,
      ...counts,
      ...(accepted ? { fromQuotation: accepted.quotationId } : {}),
    },
  }
}
