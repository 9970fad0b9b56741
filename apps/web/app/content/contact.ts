// The copy of /contact (website.md section 2, "/contact") and of /resources/project-tracker. The
// company's own details (address, phones, e-mail, hours, map) come from company.ts.
import { Camera, FileText, Flag, Wallet } from 'lucide-react'
import { company } from './company'
import type { Faq } from './faqs'

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
    call: { title: 'Call Us', text: company.hours.long },
    email: { title: 'Email Us', text: 'Send drawings, photos or questions at any time.' },
    appointment: {
      title: 'Book an Appointment',
      text: 'Meet our engineers at our office or at your site. Leave your details in the form and we will call you to fix a time.',
      button: 'Book Appointment',
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
    office: 'Patna',
    officeName: 'Head office, Danapur, Patna',
    addressLabel: 'Address',
    phoneLabel: 'Phone',
    salesLabel: 'Sales enquiries',
    emailLabel: 'Email',
    hoursLabel: 'Office Hours',
    socialLabel: 'Follow us',
  },
  map: {
    title: 'Find Our Office',
    iframeTitle: `Map showing the office of ${company.name} in Danapur, Patna`,
    linkLabel: 'Open the map in Google Maps',
    placeholder: 'The map loads when you scroll to it.',
  },
  faqsTitle: 'Common Questions',
  faqs: [
    {
      question: 'How quickly will you respond to my enquiry?',
      answer: `We reply to every quote request and message within ${company.responseTime}. For anything urgent, call us on ${company.phones[0].display} during office hours.`,
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
  ] satisfies Faq[],
  cta: {
    title: 'Prefer to talk it through?',
    text: `Our team is available ${company.hours.long}. Call us and speak to an engineer directly.`,
    callLabel: 'Call Us',
    callMenuLabel: 'Our phone numbers',
    salesLabel: 'Sales',
    emailLabel: 'Email Us',
  },
} as const

export const projectTrackerCopy = {
  meta: {
    title: 'Client Project Tracker',
    description:
      'How clients of Nirman Constructions follow their project online: weekly photo updates, milestones, payments and documents, from the day the contract is signed.',
  },
  hero: {
    eyebrow: 'For Our Clients',
    title: 'Client Project Tracker',
    subtitle:
      'Every client follows their project online: photos from site every week, milestones, payments and documents, in one place.',
  },
  access: {
    title: 'How clients get access',
    intro:
      'The project tracker is part of every construction contract; there is nothing to sign up for. Access works like this:',
    steps: [
      'You sign your construction contract with us.',
      'Your project manager creates your project in the tracker and sends you an invitation link by e-mail or WhatsApp.',
      'You open the link on your phone or computer and see your project from the first day on site.',
      'Afterwards you sign in here with your e-mail address and a six-digit code we send to it: there is no password to remember.',
    ],
  },
  /** The card at the top where clients sign in; the form's own words are content/tracker.ts. */
  signIn: {
    title: 'Clients: sign in to your project',
    intro:
      'Follow your house from anywhere: we send a six-digit code to your e-mail, no password needed.',
    noScript:
      'Signing in needs JavaScript. Please turn it on in your browser, or call us and we will help.',
    checking: 'Checking whether you are signed in...',
    invitation: 'Signing you in with your invitation link...',
    openingProject: 'Opening your project...',
    codeFailed:
      'This part of the page could not be loaded. Check your internet connection and try again.',
    tryAgain: 'Try again',
  },
  features: {
    title: 'What you see in the tracker',
    items: [
      {
        title: 'Weekly photo updates',
        icon: Camera,
        text: 'Dated photos from your site every week, so you can follow progress from anywhere.',
      },
      {
        title: 'Milestones',
        icon: Flag,
        text: 'The agreed schedule, each stage as it is completed and checked, and what comes next.',
      },
      {
        title: 'Payments',
        icon: Wallet,
        text: 'The payment stages of your contract, what has been paid and what is due next.',
      },
      {
        title: 'Documents',
        icon: FileText,
        text: 'Drawings, approvals, test reports and warranties, kept together and always at hand.',
      },
    ],
  },
  contact: {
    title: 'Not a client yet, or need help now?',
    text: 'If you are planning a project, we are glad to show you how the tracker works during your consultation. Clients with a question about their project can call or write to us at any time during office hours.',
    phoneLabel: 'Call',
    emailLabel: 'Write to',
    hoursLabel: 'Office hours',
  },
  cta: {
    title: 'Start your project with us',
    text: 'Request a free quote, and see the tracker in action during your consultation.',
    primary: { label: 'Get a Free Quote', to: '/contact' },
    secondary: { label: 'How It Works', to: '/how-it-works' },
  },
} as const
