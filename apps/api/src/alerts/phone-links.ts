import { phoneDigits } from '@nirman/contract'

/** How a staff alert shows a visitor's phone number, and the links that call or message it. */
export interface PhoneLinks {
  /** "+91 98765 43210": the number as staff read it. */
  display: string
  /** "tel:+919876543210": one tap calls it from a phone. */
  tel: string
  /** "https://wa.me/919876543210" for a mobile number (an Indian landline has no WhatsApp). */
  whatsapp?: string | undefined
}

// Indian mobile numbers start with 6, 7, 8 or 9 after the country code. A landline whose STD code
// starts so (Patna's 0612) cannot be told from a mobile by its digits: it gets a WhatsApp link too,
// which at worst says the number is not on WhatsApp.
const indianMobile = /^[6-9]\d{9}$/

/**
 * The international form of a number a visitor typed, read as Indian unless it says otherwise:
 * "9876543210", "09876543210", "91 98765 43210" and "+91 98765 43210" are all +91 98765 43210; a
 * landline with its STD code ("011-2345 6789") is +91 1123456789. A number with another country code
 * ("+44 20 7946 0958", or "0044...") keeps it. Undefined when the digits fit none of these: the
 * alert then shows the number as typed, without links, rather than a link that calls a stranger.
 *
 * @example phoneLinks('09431099999') // { display: '+91 94310 99999', tel: 'tel:+919431099999', whatsapp: 'https://wa.me/919431099999' }
 */
export function phoneLinks(phone: string): PhoneLinks | undefined {
  const typed = phone.trim()
  const digits = phoneDigits(typed)
  const withCountry = typed.startsWith('+')
    ? digits
    : digits.startsWith('00')
      ? digits.slice(2)
      : ''
  let national: string | undefined
  if (withCountry !== '') {
    if (withCountry.startsWith('91') && withCountry.length === 12) national = withCountry.slice(2)
    else if (withCountry.length >= 8 && withCountry.length <= 15) {
      return {
        display: typed,
        tel: `tel:+${withCountry}`,
        whatsapp: `https://wa.me/${withCountry}`,
      }
    } else return undefined
  } else if (digits.length === 10) national = digits
  else if (digits.length === 11 && digits.startsWith('0')) national = digits.slice(1)
  else if (digits.length === 12 && digits.startsWith('91')) national = digits.slice(2)
  if (national === undefined) return undefined
  const mobile = indianMobile.test(national)
  return {
    display: `+91 ${national.slice(0, 5)} ${national.slice(5)}`,
    tel: `tel:+91${national}`,
    whatsapp: mobile ? `https://wa.me/91${national}` : undefined,
  }
}
