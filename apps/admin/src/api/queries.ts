import type { AdminLogin, AdminUser, ContactSubmission } from '@nirman/contract'
import { MutationCache, QueryCache, QueryClient, queryOptions } from '@tanstack/react-query'
import { apiRequest, getJson, isUnauthorized } from './client'

export const adminKeys = {
  all: ['admin'] as const,
  logout: () => [...adminKeys.all, 'logout'] as const,
  user: () => [...adminKeys.all, 'user'] as const,
  contactForms: () => [...adminKeys.all, 'contact-forms'] as const,
  spamForms: () => [...adminKeys.contactForms(), 'spam'] as const,
}

/** The signed-in admin, or null when signed out. Never retried. */
export const currentUserQuery = queryOptions({
  queryKey: adminKeys.user(),
  queryFn: () => getJson<AdminUser>('/api/admin/user', { on401: 'returnNull' }),
  retry: false,
})

/** Every quote request, newest first. Run only while an admin is signed in. */
export function contactFormsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: adminKeys.contactForms(),
    queryFn: async () =>
      (await getJson<ContactSubmission[]>('/api/admin/dashboard/contact-forms')) ?? [],
    enabled,
  })
}

/** The spam folder: requests marked as spam, kept out of the lists until restored. */
export function spamFormsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: adminKeys.spamForms(),
    queryFn: async () =>
      (await getJson<ContactSubmission[]>('/api/admin/dashboard/contact-forms?spam=true')) ?? [],
    enabled,
  })
}

export const login = (credentials: AdminLogin) =>
  apiRequest<AdminUser>('POST', '/api/admin/login', credentials)
export const logout = () => apiRequest<{ message: string }>('POST', '/api/admin/logout')
export const markSpam = (id: number, spam: boolean) =>
  apiRequest<ContactSubmission>('PATCH', `/api/admin/dashboard/contact-forms/${id}/spam`, { spam })
export const deleteSubmission = (id: number) =>
  apiRequest<void>('DELETE', `/api/admin/dashboard/contact-forms/${id}`)
export const markProcessed = (id: number) =>
  apiRequest<ContactSubmission>('PATCH', `/api/admin/dashboard/contact-forms/${id}/process`)

/**
 * The dashboard's QueryClient, with the specification's defaults: data never goes stale, nothing is
 * retried, nothing refetches on window focus or by polling. A 401 from any request means the
 * session is gone: the current user becomes null, and the route guard sends the visitor to the
 * login page.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({ onError: (error) => signOutOn401(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => signOutOn401(client, error) }),
  })
  return client
}

function signOutOn401(client: QueryClient, error: unknown) {
  if (!isUnauthorized(error)) return
  // While signing out, a request that raced the logout gets a 401 too; the logout itself leads the
  // visitor to the confirmation page rather than the login page.
  if (client.isMutating({ mutationKey: adminKeys.logout() }) > 0) return
  client.setQueryData(adminKeys.user(), null)
  client.removeQueries({ queryKey: adminKeys.contactForms() })
}
