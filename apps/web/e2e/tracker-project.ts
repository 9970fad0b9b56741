import { createRequire } from 'node:module'
import {
  type AdminClientProject,
  type ClientInvitation,
  clientProjectPaths,
  type LeadDetail,
  leadPaths,
} from '@nirman/contract'
import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'
import { answer, requestClient, sendQuoteRequest, signInStaff } from './staff-api'

// The staff side of the project tracker's end-to-end test (project-tracker.spec.ts), through the
// staff API as the dashboard calls it: a quote request arrives from the website, staff move it to
// Won, make it a client project, keep its schedule, publish a site visit with two photos (and keep
// another as a draft), record the booking payment, add documents and invite the client by e-mail.

/** sharp, the API's own image library (the website has no dependency on it), for real JPEGs. */
const sharp = createRequire(new URL('../../api/package.json', import.meta.url))(
  'sharp',
) as (input: {
  create: {
    width: number
    height: number
    channels: 3
    background: { r: number; g: number; b: number }
    noise?: { type: 'gaussian'; mean: number; sigma: number }
  }
}) => { jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> } }

const dayMs = 24 * 60 * 60 * 1000
/** The company's day (Patna, UTC+5:30) `offset` days from today, `YYYY-MM-DD`: as the API counts. */
export const companyDay = (offset = 0) =>
  new Date(Date.now() + 5.5 * 60 * 60 * 1000 + offset * dayMs).toISOString().slice(0, 10)

/** A small but real PDF: the server keeps a file starting with `%PDF-` as it is. */
const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  )

/** Two photos as a phone gives them: a grainy landscape JPEG and a portrait one. */
async function sitePhotos() {
  const footings = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: 150, g: 150, b: 145 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
  const shuttering = await sharp({
    create: { width: 900, height: 1200, channels: 3, background: { r: 120, g: 90, b: 60 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
  return [
    { caption: 'Footings after curing', name: 'IMG_footings.jpg', buffer: footings },
    { caption: 'Plinth beam shuttering', name: 'IMG_shuttering.jpg', buffer: shuttering },
  ]
}

export interface TrackerProject {
  id: number
  title: string
  client: { name: string; email: string }
  /** The published update: its id, text, visit day and its photos' captions, in order. */
  published: { id: number; body: string; captions: string[]; visitDate: string }
  /** The update kept as a draft: the client never sees it. */
  draftBody: string
  /** The document published to the client, and the one kept for staff. */
  clientDocument: string
  internalDocument: string
  delayReason: string
  invitation: ClientInvitation
}

/**
 * A client project as staff leave it for the client to follow, from a quote request sent in
 * `language` (the client's language, carried over). Every name carries `run`, so the four runs
 * (two tests, desktop and phone) share the server without meeting.
 *
 * The figures the client should see, worked out by hand:
 * - contract ₹40,00,000 (400000000 paise), a house of two floors started 45 days ago: the usual
 *   schedule's stages with their planned days (README, "The usual schedule") are site preparation
 *   7, foundation 21, plinth 14, the two roof slabs 21 each, brickwork 30, plaster 25, electrical
 *   and plumbing 20, flooring 20, painting 15, handover 5: 199 days in all;
 * - site preparation and foundation done (7 + 21 = 28 days whole), the plinth delayed after it
 *   started (14 / 2 = 7): 35 of 199 = 17.59 %, rounded down: **17 %**; stage now: Plinth; next:
 *   Ground-floor roof slab;
 * - instalments: booking 10 % = ₹4,00,000, received by UPI 44 days ago; the foundation's 10 % =
 *   ₹4,00,000, due a week after the foundation's actual end (3 days ago): due in 4 days, **Due**,
 *   the next payment; received **₹4,00,000**, balance ₹40,00,000 - ₹4,00,000 = **₹36,00,000**.
 */
export async function setUpTrackerProject(
  request: APIRequestContext,
  run: string,
  language: 'en' | 'hi',
): Promise<TrackerProject> {
  const stamp = `${run} ${Date.now().toString(36)}`
  const client = requestClient('Anil Prasad', stamp)

  // The quote request arrives from the website, in the client's language.
  const sent = await sendQuoteRequest(request, {
    client,
    language,
    message: 'G+1 house for my parents; I work in Pune.',
  })

  // Staff sign in and win it on the sales desk.
  await signInStaff(request)
  const me = await answer<{ id: number }>(await request.get('/api/admin/user'), 200)
  const lead = await answer<LeadDetail>(await request.get(leadPaths.detail(sent.id)), 200)
  await answer(
    await request.patch(leadPaths.change(sent.id), {
      data: { version: lead.version, stage: 'won' },
    }),
    200,
  )

  // The client project from the Won request: the client (name, e-mail, language) carried over.
  const title = `House of ${client.name}, Danapur`
  let project = await answer<AdminClientProject>(
    await request.post(clientProjectPaths.list, {
      data: {
        leadId: sent.id,
        title,
        siteAddress: 'Plot 21, Khagaul Road, Danapur',
        contractValuePaise: 400_000_000,
        startDate: companyDay(-45),
        staffIds: [me.id],
        floors: 2,
      },
    }),
    201,
  )
  expect(project.clients).toMatchObject([{ name: client.name, email: client.email, language }])
  const stageId = (name: string) => {
    const stage = project.stages.find((each) => each.name === name)
    if (!stage) throw new Error(`No stage ${name} in ${project.stages.map((each) => each.name)}`)
    return stage.id
  }

  // The schedule: site preparation and foundation done, the plinth delayed by the rain.
  const delayReason = 'Three days of heavy rain flooded the plinth trenches'
  const progress: Record<string, object> = {
    'Site preparation and bhoomi pujan': {
      state: 'done',
      actualStart: companyDay(-45),
      actualEnd: companyDay(-39),
    },
    Foundation: { state: 'done', actualStart: companyDay(-38), actualEnd: companyDay(-3) },
    Plinth: { state: 'delayed', actualStart: companyDay(-2), delayReason },
  }
  project = await answer<AdminClientProject>(
    await request.put(clientProjectPaths.stages(project.id), {
      data: {
        version: project.version,
        stages: project.stages.map((stage) => ({ ...stage, ...progress[stage.name] })),
      },
    }),
    200,
  )

  // A site visit with two photos, published; the next visit's notes kept as a draft.
  const published = {
    body: `Foundation finished (${stamp}): the footings are cast and cured, and the plinth beam shuttering has started.`,
    visitDate: companyDay(-3),
    captions: [] as string[],
  }
  const draftBody = `Draft (${stamp}): plinth beam steel not yet checked by the engineer.`
  const updateId = (body: string) => {
    const update = project.updates.find((each) => each.body === body)
    if (!update) throw new Error(`The update "${body}" was not created`)
    return update.id
  }
  project = await answer<AdminClientProject>(
    await request.post(clientProjectPaths.updates(project.id), {
      data: {
        visitDate: published.visitDate,
        body: published.body,
        stageId: stageId('Foundation'),
      },
    }),
    201,
  )
  const publishedId = updateId(published.body)
  for (const photo of await sitePhotos()) {
    const upload = await request.post(clientProjectPaths.updatePhotos(project.id, publishedId), {
      multipart: {
        caption: photo.caption,
        file: { name: photo.name, mimeType: 'image/jpeg', buffer: photo.buffer },
      },
      // Each photo is made into six files by sharp: slow on a loaded 2-core machine.
      timeout: 60_000,
    })
    project = await answer<AdminClientProject>(upload, 201)
    published.captions.push(photo.caption)
  }
  project = await answer<AdminClientProject>(
    await request.post(clientProjectPaths.publish(project.id, publishedId)),
    200,
  )
  project = await answer<AdminClientProject>(
    await request.post(clientProjectPaths.updates(project.id), {
      data: { visitDate: companyDay(-1), body: draftBody, stageId: stageId('Plinth') },
    }),
    201,
  )

  // The booking received (10 % of ₹40,00,000 = ₹4,00,000 = 40000000 paise).
  const booking = project.payments.find((payment) => payment.label === 'Booking')
  if (!booking) throw new Error('The usual schedule has no booking instalment')
  expect(booking.amountPaise).toBe(40_000_000)
  project = await answer<AdminClientProject>(
    await request.put(clientProjectPaths.receipt(project.id, booking.id), {
      data: {
        version: project.version,
        receivedOn: companyDay(-44),
        amountPaise: 40_000_000,
        mode: 'upi',
        reference: 'UPI 402918773615',
      },
    }),
    200,
  )

  // The drawing for the client, and the cost sheet for staff only.
  const clientDocument = `Ground floor plan ${stamp}`
  const internalDocument = `Cost sheet ${stamp}`
  for (const [documentTitle, kind, visibility] of [
    [clientDocument, 'drawing', 'client'],
    [internalDocument, 'other', 'internal'],
  ] as const) {
    project = await answer<AdminClientProject>(
      await request.post(clientProjectPaths.documents(project.id), {
        multipart: {
          title: documentTitle,
          kind,
          visibility,
          file: {
            name: `${kind}.pdf`,
            mimeType: 'application/pdf',
            buffer: pdf(documentTitle),
          },
        },
      }),
      201,
    )
  }
  expect(project).toMatchObject({
    progressPercent: 17,
    receivedPaise: 40_000_000,
    balancePaise: 360_000_000,
  })

  // The client invited by e-mail.
  const [projectClient] = project.clients
  if (!projectClient) throw new Error('The project has no client')
  const invitation = await answer<ClientInvitation>(
    await request.post(`${clientProjectPaths.client(project.id, projectClient.id)}/invitation`, {
      data: { email: true },
    }),
    201,
  )
  expect(invitation.emailed).toBe(true)

  return {
    id: project.id,
    title,
    client,
    published: { id: publishedId, ...published },
    draftBody,
    clientDocument,
    internalDocument,
    delayReason,
    invitation,
  }
}
