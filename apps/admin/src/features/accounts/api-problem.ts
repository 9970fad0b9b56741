import { ApiRequestError } from '../../api/client'

/** The server's message for a refused request (400, 403, 409), or `fallback` for a fault. */
export function refusalMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && [400, 403, 404, 409].includes(error.status)) {
    return error.serverMessage ?? fallback
  }
  return fallback
}
