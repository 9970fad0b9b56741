import { createApiClient } from '@nirman/contract/http'

export { ApiRequestError, isUnauthorized } from '@nirman/contract/http'

/** The API: the same origin (`pnpm start`), or VITE_API_BASE_URL. */
const apiBase = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '')
const api = createApiClient(apiBase)

export const apiRequest = api.request
export const getJson = api.getJson

/** The full address of an API path, for a link the browser follows itself (a CSV download). */
export const apiUrl = (path: string) => `${apiBase}${path}`
