/**
 * The addresses of the clients' API (`/api/client/...`) and of the tracker's page. Zod-free, so a
 * page imports it without the schemas of client-tracker.ts: `@nirman/contract/client-tracker-paths`.
 */

export const clientTrackerPaths = {
  requestCode: '/api/client/sign-in/code',
  signIn: '/api/client/sign-in',
  invitation: '/api/client/sign-in/invitation',
  signOut: '/api/client/sign-out',
  signOutEverywhere: '/api/client/sign-out-everywhere',
  me: '/api/client/me',
  language: '/api/client/me/language',
  project: (id: number) => `/api/client/projects/${id}`,
  questions: (id: number) => `/api/client/projects/${id}/questions`,
} as const

/** The tracker's page; an invitation link is this page with `?invite=<token>`. */
export const projectTrackerPage = {
  en: '/resources/project-tracker',
  hi: '/hi/resources/project-tracker',
} as const
