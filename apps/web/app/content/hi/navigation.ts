// Hindi texts of ../navigation.ts: the header and footer links, in the same order as the English
// lists (the link targets stay in the English module).
import type {
  adminLoginLink as englishAdminLoginLink,
  footerCopy as englishFooterCopy,
  footerLegalLinks as englishFooterLegalLinks,
  footerQuickLinks as englishFooterQuickLinks,
  footerServiceLinks as englishFooterServiceLinks,
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

export const footerQuickLinks: TextOf<typeof englishFooterQuickLinks> = [
  { label: 'होम' },
  { label: 'हमारे बारे में' },
  { label: 'सेवाएँ' },
  { label: 'प्रोजेक्ट' },
  { label: 'काम कैसे होता है' },
  { label: 'संपर्क करें' },
]

/** In the order of the services in site-map.ts. */
export const footerServiceLinks: TextOf<typeof englishFooterServiceLinks> = [
  { label: 'मकान निर्माण' },
  { label: 'कमर्शियल निर्माण' },
  { label: 'आर्किटेक्चरल डिज़ाइन' },
  { label: 'इंटीरियर डिज़ाइन' },
  { label: 'बिल्डिंग कंसल्टेंसी' },
  { label: 'प्रोजेक्ट मैनेजमेंट' },
]

export const footerLegalLinks: TextOf<typeof englishFooterLegalLinks> = [
  { label: 'प्राइवेसी पॉलिसी' },
  { label: 'वेबसाइट इस्तेमाल की शर्तें' },
  { label: 'साइटमैप' },
]

export const adminLoginLink: TextOf<typeof englishAdminLoginLink> = { label: 'एडमिन' }

export const footerCopy: TextOf<typeof englishFooterCopy> = {
  quickLinksTitle: 'ज़रूरी लिंक',
  servicesTitle: 'हमारी सेवाएँ',
  contactTitle: 'संपर्क करें',
  hoursTitle: 'दफ़्तर का समय',
  salesLabel: 'बिक्री संबंधी पूछताछ',
  rights: 'सर्वाधिकार सुरक्षित।',
  designedBy: 'डिज़ाइन:',
  gstinLabel: 'जीएसटी नंबर',
}

export const frameCopy: TextOf<typeof englishFrameCopy> = {
  skipLink: 'सीधे मुख्य जानकारी पर जाएँ',
  breadcrumb: 'आप यहाँ हैं',
  home: 'होम',
  resources: 'जानकारी और टूल',
}
