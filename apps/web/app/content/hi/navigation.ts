// Hindi texts of ../navigation.ts: the header's links, in the same order as the English lists (the
// link targets stay in the English module).
import type {
  frameCopy as englishFrameCopy,
  getQuoteLink as englishGetQuoteLink,
  headerCopy as englishHeaderCopy,
  headerLinks as englishHeaderLinks,
} from '../navigation'
import type { TextOf } from './text-of'

export const headerLinks: TextOf<typeof englishHeaderLinks> = [
  { label: 'होम' },
  { label: 'हमारे बारे में' },
  { label: 'सेवाएँ' },
  { label: 'प्रोजेक्ट' },
  { label: 'काम कैसे होता है' },
  { label: 'जानकारी और टूल' },
]

export const getQuoteLink: TextOf<typeof englishGetQuoteLink> = { label: 'कोटेशन पाएँ' }

export const headerCopy: TextOf<typeof englishHeaderCopy> = {
  mainNavigation: 'मुख्य',
  menuNavigation: 'मुख्य मेन्यू',
  menuButton: 'मेन्यू',
}

export const frameCopy: TextOf<typeof englishFrameCopy> = {
  skipLink: 'सीधे मुख्य जानकारी पर जाएँ',
  breadcrumb: 'आप यहाँ हैं',
  home: 'होम',
  resources: 'जानकारी और टूल',
}
