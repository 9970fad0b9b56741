import {
  advertTagParameters,
  fullQuoteFormSchema,
  heroQuoteFormSchema,
  honeypotField,
  type PlainQuoteForm,
  plainQuoteForms,
  type QuoteLanguage,
  type QuoteSourceInput,
  quoteRequestFields,
} from '@nirman/contract'
import type { FastifyBaseLogger, FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type ContactBody, contactBodySchema, type QuoteOutcome } from '../../leads/contact-body'
import {
  type PostedForm,
  problemPage,
  quoteFormPage,
  quoteFormPath,
  sentPage,
} from './contact-form-page'

export interface ContactFormRoutesOptions {
  /** The JSON route's own way to a stored request (contact.ts): one path for both. */
  submit: (submission: ContactBody, log: FastifyBaseLogger) => Promise<QuoteOutcome>
  /** The JSON route's route config: its rate limit. */
  config: FastifyContextConfig
}

/**
 * A form's fields encoded as `%XX` take up to nine bytes a character (Devanagari is three bytes of
 * UTF-8, each written as three characters): a message of 2,000 Hindi characters, the most the API
 * stores, is 18 KB posted so, over the JSON routes' 16 KB. The largest form's longest values fit
 * in 32 KB.
 */
export const FORM_BODY_LIMIT_BYTES = 32 * 1024

/** The language of the page the form was on, from the form's address (`?language=hi`). */
const languageOf = (request: FastifyRequest): QuoteLanguage => {
  const { language } = request.query as { language?: unknown }
  return language === 'hi' ? 'hi' : 'en'
}

const plainFormOf = (form: string | null | undefined): PlainQuoteForm =>
  plainQuoteForms.find((known) => known === form) ?? 'contact'

/**
 * A path of this site, or undefined: `/about?x=1` is one, `//evil.example` and `/\evil.example`
 * (which browsers read as another host) and full addresses are not.
 */
function sitePath(text: string | null | undefined): URL | undefined {
  if (!text || !/^\/(?![/\\])/.test(text)) return undefined
  try {
    return new URL(text, 'http://site.invalid')
  } catch {
    return undefined
  }
}

/** The page the form was sent from: its hidden `page` (the API's own form page), else Referer. */
function pageOf(request: FastifyRequest, params: URLSearchParams): URL | undefined {
  const posted = sitePath(params.get('page'))
  if (posted) return posted
  const referer = request.headers.referer
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return sitePath(`${url.pathname}${url.search}`)
  } catch {
    return undefined
  }
}

/**
 * The submission a plain form posts, shaped as the website's JSON: the quote's fields it has (an
 * absent one is left to the schema's default, as in JSON), the honeypot, the form, the page's
 * language (from the address: it is known before the body, for a refusal page) and the source
 * the API can know without the page's code: the page and its advert tags (as the website does for
 * a visit with no landing stored). No idempotency key: without code, nothing makes one.
 */
function submissionOf(params: URLSearchParams, page: URL | undefined, language: QuoteLanguage) {
  const submission: Record<string, unknown> = {}
  for (const field of [...quoteRequestFields, honeypotField]) {
    const value = params.get(field)
    if (value !== null) submission[field] = value
  }
  const source: QuoteSourceInput = {
    form: params.get('form') as QuoteSourceInput['form'],
    page: page?.pathname ?? '',
    landingPage: page ? `${page.pathname}${page.search}` : '',
  }
  for (const [field, parameter] of Object.entries(advertTagParameters)) {
    source[field as keyof typeof advertTagParameters] = page?.searchParams.get(parameter) ?? ''
  }
  return { ...submission, source, language }
}

/** What a form post brought, for its answer: read when its body is. */
const postedForms = new WeakMap<FastifyRequest, PostedForm>()

/** Where the page the form was on is: on this site, or on the website's own origin (ALLOWED_ORIGINS). */
function backLink(request: FastifyRequest, path: string): string {
  // Only origins the security plugin let through reach the route: the website's.
  const origin = request.headers.origin
  return origin && origin !== 'null' ? `${origin}${path}` : path
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html)
}

/**
 * `POST /api/contact/form`: a quote form posted as plain HTML (`application/x-www-form-urlencoded`,
 * the website's forms without their code; `?language=en|hi`, the page's). The same submission as
 * `POST /api/contact`, validated by the same schema and stored by the same `submit`, under the same
 * origin check and rate limit, answered with pages in the language: the request sent (201, or 202
 * when the honeypot dropped it), the form again with every value and the messages beside the
 * fields (400), or why it was refused (403, 413, 429, 503, 500): the app's JSON answers to those are
 * turned into pages here (`onSend`), so the error handler stays the one that decides them.
 */
export const contactFormRoutes: FastifyPluginAsyncZod<ContactFormRoutesOptions> = async (
  app,
  options,
) => {
  // Only this plugin's route reads forms: every other route still answers them 415.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (request, body, done) => {
      const params = new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))
      const language = languageOf(request)
      const form = plainFormOf(params.get('form'))
      const page = pageOf(request, params)
      const path = page?.pathname ?? quoteFormPath(form, language)
      postedForms.set(request, {
        form,
        language,
        fields: params,
        page: page ? `${page.pathname}${page.search}` : path,
        back: backLink(request, path),
      })
      done(null, submissionOf(params, page, language))
    },
  )

  // The app's error answers (JSON, from the one error handler) as pages in the form's language.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type')
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload
    const posted = postedForms.get(request)
    const language = posted?.language ?? languageOf(request)
    const answer = readError(payload)
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
    if (reply.statusCode === 400 && posted && answer.issues) {
      return quoteFormPage(posted, [...answer.issues, ...formIssues(posted)])
    }
    const back = posted?.back ?? quoteFormPath('home', language)
    return problemPage(language, reply.statusCode, back)
  })

  app.post(
    '/contact/form',
    { schema: { body: contactBodySchema }, config: options.config },
    async (request, reply) => {
      const outcome = await options.submit(request.body, request.log)
      const posted = postedForms.get(request)
      const language = posted?.language ?? languageOf(request)
      const form = posted?.form ?? 'contact'
      const back = posted?.back ?? quoteFormPath(form, language)
      return sendPage(reply, outcome.kind === 'dropped' ? 202 : 201, sentPage(language, form, back))
    },
  )
}

/**
 * Every field's message, as the website's form shows them at once: the route's schema stops at a
 * land size it cannot read before it checks the fields a full form requires (its refinement), so
 * its answer alone would show the city's message only once the land size was put right.
 * The form's own schema (the website's) checks each field; shown beside the route's, never instead.
 */
function formIssues({ form, fields }: PostedForm): { path: string; message: string }[] {
  const values = Object.fromEntries(
    quoteRequestFields.map((name) => [name, fields.get(name) ?? '']),
  )
  const checked = (form === 'hero' ? heroQuoteFormSchema : fullQuoteFormSchema).safeParse(values)
  return checked.success
    ? []
    : checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}

/** The `{ message, issues }` of an error answer (errors.ts); an empty one for anything else. */
function readError(payload: unknown): { issues?: { path: string; message: string }[] } {
  if (typeof payload !== 'string') return {}
  try {
    const parsed: unknown = JSON.parse(payload)
    if (
      parsed &&
      typeof parsed === 'object' &&
      'issues' in parsed &&
      Array.isArray(parsed.issues)
    ) {
      return { issues: parsed.issues as { path: string; message: string }[] }
    }
  } catch {
    // Not JSON after all: answered as a refusal without details.
  }
  return {}
}
