import { createApiClient } from '@nirman/contract/http'

export { ApiRequestError } from '@nirman/contract/http'

/** The API: the same origin (`pnpm start`), or VITE_API_BASE_URL at build time. */
export const api = createApiClient(import.meta.env.VITE_API_BASE_URL ?? '')
