import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, use } from 'react'
import { createQueryClient } from './queries'

let browserClient: QueryClient | undefined

/**
 * One client per visit in the browser; a fresh one for each page rendered at build time. Route
 * loaders fill it (`ensureQueryData`), and the providers below read from the same cache.
 */
export function queryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient()
  browserClient ??= createQueryClient()
  return browserClient
}

/**
 * The projects queries and the quote mutations, for the parts of the site that use them. Not at
 * the root of the app: pages without data (most of them, and the top of the home page) then load
 * no data library at all. Every provider shares the one client, so the cache is shared too.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  // Inside another provider (a test's own client, or a form on a projects page) use that one.
  if (use(QueryClientContext)) return children
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>
}
