import { createApiClient } from '@nirman/contract/http'

export { ApiRequestError, isUnauthorized } from '@nirman/contract/http'

/** The API: the same origin (`pnpm start`), or VITE_API_BASE_URL. */
const api = createApiClient(import.meta.env.VITE_API_BASE_URL ?? '')

export const apiRequest = api.request
export const getJson = api.getJson
