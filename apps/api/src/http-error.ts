import type { ApiError, ApiIssue } from '@nirman/contract'

/**
 * An error meant for the client: its status code and message are sent as they are, with `issues`
 * when a field is to blame (a 400 found after the schema passed: a wrong current password).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: ApiIssue[],
    /** More of the answer's body, beside its message (a full slot's next free times). */
    readonly extra?: Pick<ApiError, 'code' | 'nextFree'>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** A 400 naming the field at fault, shaped like a schema's validation error. */
export const fieldError = (path: string, message: string) =>
  new HttpError(400, message, [{ path, message }])
