import type { AdminClientProject, ClientPayment, ClientStage } from '@nirman/contract'

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * A company day as staff read it, whatever the phone's time zone.
 *
 * @example formatDay('2026-11-18') // '18 Nov 2026'
 */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))

/**
 * A WhatsApp message to whoever staff pick in WhatsApp: `https://wa.me/?text=` and the message,
 * encoded (a link in it keeps its `?` and `&`).
 *
 * @example whatsappShareHref('Hello & welcome') // 'https://wa.me/?text=Hello%20%26%20welcome'
 */
export const whatsappShareHref = (message: string) =>
  `https://wa.me/?text=${encodeURIComponent(message)}`

/** The project's stage of `id`, if it still has it. */
export const stageOf = (project: Pick<AdminClientProject, 'stages'>, id: number | null) =>
  id === null ? undefined : project.stages.find((stage: ClientStage) => stage.id === id)

/** The project's instalment of `id`, if it still has it. */
export const paymentOf = (project: Pick<AdminClientProject, 'payments'>, id: number | null) =>
  id === null ? undefined : project.payments.find((payment: ClientPayment) => payment.id === id)
