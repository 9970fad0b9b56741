// Hindi texts of ../footer.ts: the footer's links, in the same order as the English lists (the
// link targets stay in the English module), and its words. Fetched with the footer's code on a
// Hindi page (the Hindi part `footer`, i18n/hindi-parts.ts).
import type {
  adminLoginLink as englishAdminLoginLink,
  footerCopy as englishFooterCopy,
  footerLegalLinks as englishFooterLegalLinks,
  footerQuickLinks as englishFooterQuickLinks,
  footerServiceLinks as englishFooterServiceLinks,
} from '../footer'
import type { TextOf } from './text-of'

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
