import { matchRoutes } from 'react-router'
import type { PageModule, SiteRoute } from './route-table'
import { siteRoutes } from './route-table'

/** A promise React's `use()` can read at once when it has settled (React reads these fields). */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T }

const modules = new Map<SiteRoute, TrackedPromise<PageModule>>()

/**
 * The page module of a route, fetched once. The promise records its value, so a page whose code
 * has arrived renders without suspending: before hydration the entry awaits the current page's
 * module, and the first render matches the prerendered HTML.
 */
export function loadPage(route: SiteRoute): Promise<PageModule> {
  let promise = modules.get(route)
  if (!promise) {
    const tracked: TrackedPromise<PageModule> = route.load().then(
      (module) => {
        tracked.status = 'fulfilled'
        tracked.value = module
        return module
      },
      (error: unknown) => {
        tracked.status = 'rejected'
        // A failed download is retried on the next visit to the page.
        modules.delete(route)
        throw error
      },
    )
    promise = tracked
    modules.set(route, promise)
  }
  return promise
}

// The route table in the shape matchRoutes reads, built once (matchPage runs on every render).
const matchableRoutes = siteRoutes.map((route) => ({ path: route.path, route }))

/** The route that shows `pathname`, and its parameters. */
export function matchPage(pathname: string) {
  const match = matchRoutes(matchableRoutes, pathname)?.[0]
  // The '*' route matches every path, so there is always a match.
  const route = match?.route.route ?? (siteRoutes.at(-1) as SiteRoute)
  return { route, params: match?.params ?? {} }
}
