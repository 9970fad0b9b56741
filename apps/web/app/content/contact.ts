// The copy of /contact (website.md section 2, "/contact"). The company's own details (address, phones, e-mail, hours, map) come from company.ts and the owner's
// settings (i18n/company.ts: useCompany); a text naming one of them is a function of it.
import { defaultCompany } from './company'
import type { Faq, FaqNamingPhone } from './faqs'

export const contactPageCopy = {
  meta: {
    title: 'Contact Us',
    description:
      'Contact Nirman Constructions in Danapur, Patna for a free construction quote. Call, e-mail or send your plot details; we reply within 24-48 business hours.',
  },
  hero: {
    eyebrow: 'Contact',
    title: 'Contact Us',
    subtitle:
      'Tell us about your plot and your plans. The consultation and the estimate are free, and we reply within 24-48 business hours.',
  },
  quickContact: {
    title: 'Get in Touch',
    /** Its text is the office hours. */
    call: { title: 'Call Us' },
    email: { title: 'Email Us', text: 'Send drawings, photos or questions at any time.' },
    appointment: {
      title: 'Book an Appointment',
      text: 'Meet our engineers at our office or at your site. Leave your details in the form and we will call you to fix a time.',
      button: 'Book Appointment',
      /** To the booking page: a time for the site visit, chosen by the visitor (issue 28). */
      visitButton: 'Book a free site visit',
    },
  },
  form: {
    title: 'Request a Free Quote',
    description:
      'The more we know about your plot and your project, the more useful our first estimate will be. Fields marked * are required.',
  },
  info: {
    title: 'Contact Information',
    officesLabel: 'Our offices',
    officeName: (place: string) => `Head office, ${place}`,
    addressLabel: 'Address',
    phoneLabel: 'Phone',
    salesLabel: 'Sales enquiries',
    emailLabel: 'Email',
    hoursLabel: 'Office Hours',
    socialLabel: 'Follow us',
  },
  map: {
    title: 'Find Our Office',
    iframeTitle: (companyName: string, place: string) =>
      `Map showing the office of ${companyName} in ${place}`,
    linkLabel: 'Open the map',
    placeholder: 'The map loads when you scroll to it.',
  },
  faqsTitle: 'Common Questions',
  faqs: [
    {
      question: 'How quickly will you respond to my enquiry?',
      answer: (phone) =>
        phone
          ? `We reply to every quote request and message within ${defaultCompany.responseTime}. For anything urgent, call us on ${phone} during office hours.`
          : `We reply to every quote request and message within ${defaultCompany.responseTime}. For anything urgent, say so in your message and we will call you first.`,
    },
    {
      question: 'What should I include in my quote request?',
      answer:
        'Your city and the plot’s size, dimensions and facing, the kind of project (a new house, a commercial building, interiors), the number of floors you have in mind, and when you would like to start. Photos of the plot, a rough budget and any drawings you already have help us give a closer first estimate.',
    },
    {
      question: 'Do you work outside Patna?',
      answer:
        'Yes. Our office is in Danapur, Patna, and we build across Bihar, including Muzaffarpur, Gaya, Hajipur and Nalanda, and take on projects in neighbouring states as well.',
    },
  ] satisfies (Faq | FaqNamingPhone)[],
  cta: {
    title: 'Prefer to talk it through?',
    /** `canCall`: the owner gave a phone number (the Call Us menu is there). */
    text: (hours: string, canCall: boolean) =>
      canCall
        ? `Our team is available ${hours}. Call us and speak to an engineer directly.`
        : `Our team is available ${hours}. Send us your plans with the form above and an engineer will call you back.`,
    callLabel: 'Call Us',
    callMenuLabel: 'Our phone numbers',
    salesLabel: 'Sales',
    emailLabel: 'Email Us',
  },
} as const
