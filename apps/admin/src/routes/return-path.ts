/**
 * Where signing in leads back to. The guard sends a signed-out visitor to
 * `/login?next=<the address they opened>` (a lead alert's `/dashboard?request=3`), and the login
 * page opens it after signing in. `next` comes from the address bar, which anyone can write into a
 * link, so only a path of this dashboard is followed: never another site (`//evil.example`,
 * `https://evil.example`, `/\evil.example`), and the router keeps it under /admin/.
 */
export const returnPathParam = 'next'

/** Where the dashboard keeps its pages; a `next` written with it is read without it. */
const basePath = '/admin'
/** Stands in for the dashboard's origin while a path is read: anything else is another site. */
const origin = 'https://dashboard.invalid'
/** Pages that make no sense to return to. */
const notReturnable = ['/login', '/logout-success']

/** The login page's address that returns to `location` after signing in. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }) {
  const here = `${location.pathname}${location.search}${location.hash}`
  return `/login?${new URLSearchParams({ [returnPathParam]: here })}`
}

/**
 * The dashboard path (without /admin) a login page's `next` names, or null when it names none or
 * leads anywhere else.
 *
 * @example safeReturnPath('/dashboard?request=3') // '/dashboard?request=3'
 * @example safeReturnPath('//evil.example/admin/') // null
 */
export function safeReturnPath(next: string | null): string | null {
  // A path, and only a path: a scheme, `//host` or a backslash (which browsers read as `/`) would
  // name another origin; control characters have no place in an address.
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null
  if (Array.from(next).some((character) => character.charCodeAt(0) < 0x20)) return null
  let url: URL
  try {
    url = new URL(next, origin)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  let path = url.pathname
  if (path === basePath || path.startsWith(`${basePath}/`))
    path = path.slice(basePath.length) || '/'
  if (notReturnable.includes(path)) return null
  return `${path}${url.search}${url.hash}`
}
