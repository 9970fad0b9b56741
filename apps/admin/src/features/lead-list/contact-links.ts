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
