import type { APIRequestContext } from '@playwright/test'
import { expect, staff } from './fixtures'

// What the staff sides of the website's end-to-end tests share (sent-quotation.ts,
// tracker-project.ts): a quote request arriving from the website, staff signing in to the API,
// and each answer checked.

/** Staff's answer, checked: `status`, and the body as `T`. */
export async function answer<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  status: number,
): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status)
  return (await response.json()) as T
}

/**
 * The client of a quote request: `name` with `stamp` after it, and an e-mail address of their first
 * name and the stamp (`Anita Sharma` → `anita.<stamp>@example.in`), so that runs sharing the server
 * never meet.
 */
export function requestClient(name: string, stamp: string): { name: string; email: string } {
  const firstName = name.split(' ', 1)[0]?.toLowerCase() ?? 'client'
  return {
    name: `${name} ${stamp}`,
    email: `${firstName}.${stamp.replace(/[^a-z0-9]+/gi, '.')}@example.in`,
  }
}

/**
 * A quote request from `client` arriving from the website in the client's `language`, for a G+1
 * house on a plot of 1,500 sq ft in Danapur: its id.
 */
export async function sendQuoteRequest(
  request: APIRequestContext,
  {
    client,
    language,
    message,
  }: { client: { name: string; email: string }; language: 'en' | 'hi'; message: string },
): Promise<{ id: number }> {
  return answer<{ id: number }>(
    await request.post('/api/contact', {
      data: {
        name: client.name,
        phone: '+91 94311 27500',
        email: client.email,
        city: 'Danapur',
        landSize: '1500',
        landDimensionNorthFeet: '30',
        landDimensionSouthFeet: '30',
        landDimensionEastFeet: '50',
        landDimensionWestFeet: '50',
        landFacing: 'North',
        projectType: 'Residential Construction',
        message,
        language,
      },
    }),
    201,
  )
}

/** Staff sign in to the API: `request` carries their session from then on. */
export async function signInStaff(request: APIRequestContext) {
  await answer(await request.post('/api/admin/login', { data: staff }), 200)
}
