import {
  type ContactAttemptAnswer,
  type ContactAttemptBody,
  type ContactOutcomeBody,
  type LeadDetail,
  leadContactPaths,
} from '@nirman/contract'
import { apiRequest } from './client'

/**
 * Records an attempt to reach a lead (issue 27), sent as staff tap Call, WhatsApp or E-mail, with
 * `keepalive`: the same tap opens the dialler, WhatsApp or the mail app, and the phone may put this
 * page in the background or unload it before the answer; the request is delivered all the same.
 */
export const recordContactAttempt = (id: number, body: ContactAttemptBody) =>
  apiRequest<ContactAttemptAnswer>('POST', leadContactPaths.attempts(id), body, {
    keepalive: true,
  })

/** What came of an attempt: "Reached" also moves a New lead to Contacted. */
export const setContactOutcome = (id: number, attemptId: number, body: ContactOutcomeBody) =>
  apiRequest<LeadDetail>('PATCH', leadContactPaths.attempt(id, attemptId), body)
