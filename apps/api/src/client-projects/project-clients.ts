import { type ClientInput, clientProjectMessages } from '@nirman/contract'
import type { EntityManager } from 'typeorm'
import { ClientAccountEntity, ClientProjectClientEntity } from '../db/client-entities'
import { isDuplicateKey } from '../db/duplicate-key'
import { HttpError } from '../http-error'

/**
 * The clients of a project: `client_accounts` rows, one per e-mail address across every project (a
 * client building twice signs in once and sees both), linked to each of their projects.
 */

/**
 * Thrown when another request created the same client account between our look-up and our insert:
 * the caller runs its transaction again, and the look-up then finds the account.
 */
export class ClientAccountRace extends Error {
  constructor() {
    super('A client account of this e-mail was created meanwhile')
    this.name = 'ClientAccountRace'
  }
}

/**
 * The account of the client with `input`'s e-mail: the existing one as it is (its name and
 * language are the client's own, whichever project staff add them to), else a new one.
 */
export async function clientAccountFor(
  manager: EntityManager,
  input: ClientInput,
  now: Date,
): Promise<{ clientId: number; created: boolean }> {
  const existing = await manager.findOneBy(ClientAccountEntity, { email: input.email })
  if (existing) return { clientId: Number(existing.id), created: false }
  try {
    const result = await manager.insert(ClientAccountEntity, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      language: input.language,
      createdAt: now,
      revokedAt: null,
      lastSignInAt: null,
    })
    return { clientId: Number(result.identifiers[0]?.id), created: true }
  } catch (error) {
    if (isDuplicateKey(error)) throw new ClientAccountRace()
    throw error
  }
}

/** Links a client to a project; 409 when they are on it already. */
export async function linkClient(
  manager: EntityManager,
  projectId: number,
  clientId: number,
  now: Date,
): Promise<void> {
  if (await manager.existsBy(ClientProjectClientEntity, { projectId, clientId })) {
    throw new HttpError(409, clientProjectMessages.clientTaken)
  }
  await manager.insert(ClientProjectClientEntity, { projectId, clientId, addedAt: now })
}

/** Unlinks a client from a project (their account stays, with their other projects); 404 when not on it. */
export async function unlinkClient(
  manager: EntityManager,
  projectId: number,
  clientId: number,
): Promise<void> {
  const result = await manager.delete(ClientProjectClientEntity, { projectId, clientId })
  if (!result.affected) throw new HttpError(404, clientProjectMessages.clientNotFound)
}
