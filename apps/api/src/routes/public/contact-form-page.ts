import {
  contactProjectTypes,
  heroProjectTypes,
  honeypotField,
  type LabelledQuoteField,
  landFacingOptions,
  landSides,
  type PlainQuoteForm,
  type QuoteFormTexts,
  type QuoteLanguage,
  quoteFormTexts,
  quoteLimits,
  quoteMessageIn,
  sideFeetField,
  sideInchesField,
} from '@nirman/contract'
import { escapeHtml } from '../../escape-html'

// The pages `POST /api/contact/form` answers: plain HTML, light, no scripts, readable at 360 px,
// in the language of the page the form was on. Every value the visitor typed is escaped.

/** A form post as read from its body, for its answer. */
export interface PostedForm {
  form: PlainQuoteForm
  language: QuoteLanguage
  /** The fields as typed, by name. */
  fields: URLSearchParams
  /** The page the form was on (path and query), posted again with the form. */
  page: string
  /** The link back to that page. */
  back: string
}

/** The page of each form, in each language: where a post without a page goes back to. */
export function quoteFormPath(form: PlainQuoteForm, language: QuoteLanguage): string {
  const root = language === 'hi' ? '/hi' : ''
  return form === 'contact' ? `${root}/contact` : `${root}/`
}

/** Where a form posts, in its language (the website's forms post to the same address). */
const formAction = (language: QuoteLanguage) => `/api/contact/form?language=${language}`

const style = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a2233;background:#f4f6fa}
:lang(hi) body{font-family:"Noto Sans Devanagari","Nirmala UI","Kohinoor Devanagari",system-ui,sans-serif}
main{max-width:40rem;margin:0 auto;padding:1.25rem 1rem 2.5rem}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 1rem;color:#173b76}
.notice{border:1px solid #b42318;border-radius:.5rem;background:#fef3f2;padding:.75rem 1rem;margin:0 0 1.25rem}
.notice.sent{border-color:#067647;background:#ecfdf3}
.notice p{margin:.25rem 0 0}
form{display:grid;gap:1rem}
.field{display:grid;gap:.25rem}
label,legend{font-weight:600;font-size:.95rem}
input,select,textarea{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #98a2b3;border-radius:.4rem;background:#fff;color:inherit}
[aria-invalid=true]{border-color:#b42318}
.error{color:#b42318;font-size:.9rem;margin:0}
fieldset{border:1px solid #d0d5dd;border-radius:.5rem;margin:0;padding:.5rem .75rem .75rem;min-width:0}
.sides{display:grid;gap:.75rem}
.side{display:grid;grid-template-columns:1fr 1fr;gap:.75rem;align-items:start}
.side legend{grid-column:1/-1}
.hidden{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button,.back{display:inline-block;font:inherit;font-weight:600;padding:.75rem 1.25rem;border-radius:.4rem;border:0;background:#173b76;color:#fff;text-decoration:none;width:100%;text-align:center;cursor:pointer}
@media(min-width:40rem){.sides{grid-template-columns:1fr 1fr}button,.back{width:auto}}
`

/** A whole page: its language, title and body. */
function document(language: QuoteLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language === 'hi' ? 'hi-IN' : 'en-IN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body><main>${body}</main></body>
</html>
`
}

const backLink = (texts: QuoteFormTexts, back: string) =>
  `<p><a class="back" href="${escapeHtml(back)}">${escapeHtml(texts.back)}</a></p>`

/** The request was sent (or dropped by the honeypot, which a bot must not tell apart). */
export function sentPage(language: QuoteLanguage, form: PlainQuoteForm, back: string): string {
  const texts = quoteFormTexts[language]
  const sent = texts.sent[form]
  return document(
    language,
    sent.title,
    `<h1>${escapeHtml(texts.heading)}</h1>
<div class="notice sent" role="status"><strong>${escapeHtml(sent.title)}</strong><p>${escapeHtml(sent.description)}</p></div>
${backLink(texts, back)}`,
  )
}

/** Why a request was refused or failed (403, 413, 429, 5xx), with the way back. */
export function problemPage(language: QuoteLanguage, status: number, back: string): string {
  const texts = quoteFormTexts[language]
  const reason =
    status === 403
      ? texts.otherSite
      : status === 413
        ? texts.tooLong
        : status === 429
          ? texts.tooMany
          : texts.failed.fallback
  return document(
    language,
    texts.failed.title,
    `<h1>${escapeHtml(texts.failed.title)}</h1>
<div class="notice" role="alert"><p>${escapeHtml(reason)}</p></div>
${backLink(texts, back)}`,
  )
}

interface FieldState {
  value: string
  message: string | undefined
}

/** A labelled control with its message beside it. */
function field(
  name: string,
  label: string,
  state: FieldState,
  control: (attributes: string) => string,
) {
  const id = `field-${name}`
  const errorId = `${id}-error`
  const attributes = `id="${id}" name="${escapeHtml(name)}"${
    state.message ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''
  }`
  const message = state.message
    ? `<p class="error" id="${errorId}">${escapeHtml(state.message)}</p>`
    : ''
  return `<div class="field"><label for="${id}">${escapeHtml(label)}</label>${control(attributes)}${message}</div>`
}

const input =
  (type: string, extra = '') =>
  (value: string) =>
  (attributes: string) =>
    `<input type="${type}" ${attributes} value="${escapeHtml(value)}"${extra}>`

function select(
  options: readonly string[],
  labels: Readonly<Record<string, string>>,
  empty?: string,
) {
  return (value: string) => (attributes: string) => {
    const choices = [
      ...(empty === undefined ? [] : [`<option value="">${escapeHtml(empty)}</option>`]),
      ...options.map(
        (option) =>
          `<option value="${escapeHtml(option)}"${option === value ? ' selected' : ''}>${escapeHtml(labels[option] ?? option)}</option>`,
      ),
    ]
    return `<select ${attributes}>${choices.join('')}</select>`
  }
}

const inchOptions = Array.from({ length: 12 }, (_, inches) => String(inches))

/**
 * The form again, as the visitor sent it: every field with its label, what was typed, and the
 * message of the check that refused it beside it (in the page's language); it posts again.
 */
export function quoteFormPage(
  posted: PostedForm,
  issues: { path: string; message: string }[],
): string {
  const { form, language, fields } = posted
  const texts = quoteFormTexts[language]
  const messages = new Map<string, string>()
  const others: string[] = []
  for (const issue of issues) {
    const message = quoteMessageIn(language, issue.message) ?? texts.refused.fallback
    if (isFormField(form, issue.path)) {
      if (!messages.has(issue.path)) messages.set(issue.path, message)
    } else if (!others.includes(message)) {
      others.push(message)
    }
  }
  const state = (name: string): FieldState => ({
    value: fields.get(name) ?? '',
    message: messages.get(name),
  })
  const labelled = (
    name: LabelledQuoteField,
    control: (value: string) => (attributes: string) => string,
  ) => field(name, texts.labels[name], state(name), control(state(name).value))
  const optionLabels = texts.optionLabels

  const contact = [
    labelled('name', input('text', ' autocomplete="name"')),
    labelled('phone', input('tel', ' inputmode="tel" autocomplete="tel"')),
    labelled('email', input('email', ' autocomplete="email"')),
  ]
  const body =
    form === 'hero'
      ? [
          ...contact,
          labelled('projectType', select(heroProjectTypes, optionLabels, texts.choose.projectType)),
        ]
      : [
          ...contact,
          labelled('city', input('text', ' autocomplete="address-level2"')),
          labelled('landSize', input('text', ' autocomplete="off"')),
          landDimensions(texts, state),
          labelled('landFacing', select(landFacingOptions, optionLabels, texts.choose.landFacing)),
          labelled(
            'projectType',
            select(contactProjectTypes, optionLabels, texts.choose.projectType),
          ),
          labelled(
            'message',
            (value) => (attributes) =>
              `<textarea ${attributes} rows="4" maxlength="${quoteLimits.message}">${escapeHtml(value)}</textarea>`,
          ),
        ]
  const notice = `<div class="notice" role="alert"><strong>${escapeHtml(texts.refused.title)}</strong>${[
    texts.refused.fallback,
    ...others,
  ]
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')}</div>`
  const hidden = [
    ['form', form],
    ['page', posted.page],
  ]
    .map(
      ([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`,
    )
    .join('')
  // The honeypot as it came: a person never fills it, a bot that did is dropped again.
  const honeypot = `<div class="hidden" aria-hidden="true"><input type="text" name="${honeypotField}" tabindex="-1" autocomplete="off" value="${escapeHtml(fields.get(honeypotField) ?? '')}"></div>`
  return document(
    language,
    texts.refused.title,
    `<h1>${escapeHtml(texts.heading)}</h1>
${notice}
<form method="post" action="${escapeHtml(formAction(language))}" novalidate>
${hidden}
${body.join('\n')}
${honeypot}
<button type="submit">${escapeHtml(texts.submitLabels[form])}</button>
</form>
${backLink(texts, posted.back)}`,
  )
}

/** The four sides' feet and inches, each side its own group. */
function landDimensions(texts: QuoteFormTexts, state: (name: string) => FieldState): string {
  const copy = texts.landDimensions
  const sides = landSides.map((side) => {
    const feet = sideFeetField(side)
    const inches = sideInchesField(side)
    return `<fieldset class="side"><legend>${escapeHtml(copy.side(side))}</legend>${field(
      feet,
      copy.feet,
      state(feet),
      input('number', ' min="0" step="any" inputmode="decimal"')(state(feet).value),
    )}${field(inches, copy.inches, state(inches), select(inchOptions, {})(state(inches).value || '0'))}</fieldset>`
  })
  return `<fieldset><legend>${escapeHtml(copy.legend)}</legend><div class="sides">${sides.join('')}</div></fieldset>`
}

/** The fields a form shows, by name: a message for one of them goes beside it. */
function isFormField(form: PlainQuoteForm, path: string): boolean {
  const hero = ['name', 'phone', 'email', 'projectType']
  return form === 'hero'
    ? hero.includes(path)
    : [...hero, 'city', 'landSize', 'landFacing', 'message'].includes(path) ||
        landSides.some((side) => path === sideFeetField(side) || path === sideInchesField(side))
}
