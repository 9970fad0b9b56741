import {
  type AdminUser,
  type FirstMessageWords,
  firstMessageWords,
  type LeadSummary,
} from '@nirman/contract'
import { contactCopy } from '../../content'

/**
 * The number for `tel:` links: digits and a leading +, as some phones refuse spaces and brackets.
 *
 * @example telHref('+91 98765 43210') // 'tel:+919876543210'
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * A WhatsApp chat with the lead: `https://wa.me/` and the number in international form, digits
 * only. Numbers typed the Indian way are completed with India's code 91: ten digits
 * ("98765 43210"), or a trunk 0 in front ("0612-2345678" becomes 916122345678); "00" before a
 * country code is dropped. Null when the phone has too few digits to be a number.
 *
 * @example whatsappHref('+91 98765 43210') // 'https://wa.me/919876543210'
 */
export function whatsappHref(phone: string): string | null {
  let digits = phone.replace(/\D/g, '')
  const international = phone.trim().startsWith('+') || digits.startsWith('00')
  if (digits.startsWith('00')) digits = digits.slice(2)
  else if (!international && digits.length === 11 && digits.startsWith('0'))
    digits = `91${digits.slice(1)}`
  else if (!international && digits.length === 10) digits = `91${digits}`
  return digits.length >= 10 ? `https://wa.me/${digits}` : null
}

/**
 * A WhatsApp chat with the lead with `text` already typed in, ready to send; null as for
 * whatsappHref.
 *
 * @example whatsappMessageHref('98765 43210', 'Namaste Ravi ji') // 'https://wa.me/919876543210?text=Namaste%20Ravi%20ji'
 */
export function whatsappMessageHref(phone: string, text: string): string | null {
  const chat = whatsappHref(phone)
  return chat ? `${chat}?text=${encodeURIComponent(text)}` : null
}

/**
 * A new e-mail to `address` with its subject and body filled in, encoded as RFC 6068 asks
 * (spaces as %20, never +; line breaks as %0D%0A).
 *
 * @example mailtoHref('ravi@example.in', 'Hello', 'Namaste,\nRavi') // 'mailto:ravi@example.in?subject=Hello&body=Namaste%2C%0D%0ARavi'
 */
export function mailtoHref(address: string, subject: string, body: string): string {
  const field = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'))
  return `mailto:${address.trim()}?subject=${field(subject)}&body=${field(body)}`
}

/**
 * The first message to a lead from the signed-in member of staff, in the language of the page the
 * lead used, with the company's name in that language (the built-in one while the API gives none).
 */
export function firstMessageTo(
  lead: Pick<LeadSummary, 'id' | 'name' | 'language'>,
  sender: Pick<AdminUser, 'name' | 'companyNames'> | null | undefined,
): FirstMessageWords {
  return firstMessageWords(lead.language, {
    leadName: lead.name.trim(),
    staffName: sender?.name ?? '',
    company: sender?.companyNames?.[lead.language] || contactCopy.companyNames[lead.language],
    requestId: lead.id,
  })
}
