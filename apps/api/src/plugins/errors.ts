import { type ApiError, apiMessages } from '@nirman/contract'
import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ACQUIRE_TIMEOUT_CODE } from '../db/database-timeouts'
import { SQLITE_CONNECTION_WAIT_CODE } from '../db/sqlite-connection'
import { HttpError } from '../http-error'

/** Codes of a database that cannot be reached (MySQL/MariaDB through mysql2, or a locked SQLite). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  // "Got error N during COMMIT/ROLLBACK": the server could not finish the transaction (its log's
  // volume full, an engine error); nothing was committed and a retry may succeed.
  'ER_ERROR_DURING_COMMIT',
  'ER_ERROR_DURING_ROLLBACK',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  ACQUIRE_TIMEOUT_CODE,
  SQLITE_CONNECTION_WAIT_CODE,
])

/** Codes of a database (or its disk) that has no room left to write. */
const STORAGE_FULL_CODES = new Set(['SQLITE_FULL', 'ER_RECORD_FILE_FULL', 'ER_DISK_FULL', 'ENOSPC'])

function causeCodes(error: unknown): string[] {
  const codes: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { code, driverError, cause } = current as {
      code?: unknown
      driverError?: unknown
      cause?: unknown
    }
    if (typeof code === 'string') codes.push(code)
    current = driverError ?? cause
  }
  return codes
}

/** True for an error of a database, or a disk under it, that is full. */
export function isStorageFull(error: unknown): boolean {
  return causeCodes(error).some((code) => STORAGE_FULL_CODES.has(code))
}

/** Seconds a client is told to wait after a full disk: freeing space takes an operator. */
export const STORAGE_FULL_RETRY_SECONDS = 60

/**
 * Whether the database recently refused a write for lack of space: /api/health reports it (not
 * ready) until a write succeeds again or STORAGE_FULL_RETRY_SECONDS pass.
 */
export class StorageStatus {
  private fullAt: number | undefined
  markFull(): void {
    this.fullAt = Date.now()
  }
  markWritten(): void {
    this.fullAt = undefined
  }
  isFull(): boolean {
    return this.fullAt !== undefined && Date.now() - this.fullAt < STORAGE_FULL_RETRY_SECONDS * 1000
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    storageStatus: StorageStatus
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** True for an error caused by the database being down or overloaded rather than by the request. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { code, driverError, cause, message } = current as {
      code?: unknown
      driverError?: unknown
      cause?: unknown
      message?: unknown
    }
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (
      typeof message === 'string' &&
      /Pool is closed|connect ETIMEDOUT|Connection lost/.test(message)
    ) {
      return true
    }
    current = driverError ?? cause
  }
  return false
}

function send(
  reply: { code(status: number): { send(body: ApiError): unknown } },
  status: number,
  body: ApiError,
) {
  return reply.code(status).send(body)
}

/**
 * One error handler for the whole API. Validation errors become 400 with every failing field;
 * errors meant for the client keep their status and message; a database that cannot be reached
 * gives 503; anything else is logged with the request and answered with a bare 500. No stack trace
 * or internal message ever reaches a client.
 */
export const errorsPlugin = fp(
  async (app) => {
    const storageStatus = new StorageStatus()
    app.decorate('storageStatus', storageStatus)
    app.addHook('onResponse', async (request, reply) => {
      if (WRITE_METHODS.has(request.method) && reply.statusCode < 300) storageStatus.markWritten()
    })

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? 'Invalid value',
        }))
        return send(reply, 400, { message: issues[0]?.message ?? 'Invalid request', issues })
      }
      if (error instanceof HttpError) {
        return send(reply, error.statusCode, {
          ...error.extra,
          message: error.message,
          ...(error.issues ? { issues: error.issues } : {}),
        })
      }
      if (isStorageFull(error)) {
        request.log.error({ err: error }, 'The database has no room left to write')
        storageStatus.markFull()
        reply.header('retry-after', String(STORAGE_FULL_RETRY_SECONDS))
        return send(reply, 503, {
          message: apiMessages.storageFull,
        })
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'Database unavailable')
        reply.header('retry-after', '5')
        return send(reply, 503, {
          message: apiMessages.unavailable,
        })
      }
      const status = error.statusCode ?? 500
      const rateLimited = error as FastifyError & Partial<ApiError>
      if (status === 429 && rateLimited.code === 'tooManyRequests' && rateLimited.wait) {
        // The rate limit's answer (security.ts): its English, and its code and wait.
        return send(reply, 429, {
          message: error.message,
          code: 'tooManyRequests',
          wait: rateLimited.wait,
        })
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, body too large, unsupported media type, 429.
        return send(reply, status, { message: error.message })
      }
      request.log.error({ err: error }, 'Unhandled error')
      return send(reply, 500, { message: apiMessages.internalError })
    })
  },
  { name: 'errors', fastify: '5.x' },
)
