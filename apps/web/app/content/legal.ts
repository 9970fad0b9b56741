// The privacy policy (website.md section 2, "/privacy-policy") and the terms of use of the website.
// Reviewed wording is the company's responsibility: the dates and the retention period below are
// marked PLACEHOLDER for its lawyer to confirm before going live. The running text names the company
// as the build does (a new name is a change the lawyer reviews with the text); the contact block at
// the end gives the owner's name, e-mail and address (features/sections/legal-document.tsx).
import { defaultCompany as company } from './company'

export interface LegalSection {
  /** The in-page anchor of the section, for the table of contents. */
  id: string
  title: string
  paragraphs: readonly string[]
  list?: readonly string[]
  /** Shown after the list. */
  closing?: string
  /** Ends the section with the company's name, e-mail address (when given) and postal address. */
  showContact?: boolean
}

export interface LegalDocument {
  meta: { title: string; description: string }
  title: string
  /** "Last updated: ..." */
  updated: string
  intro: string
  contentsTitle: string
  sections: readonly LegalSection[]
}

export const privacyPolicy: LegalDocument = {
  meta: {
    title: 'Privacy Policy',
    description:
      'How Nirman Constructions collects, uses and protects the personal information you send through our website, and the rights you have over it.',
  },
  title: 'Privacy Policy',
  updated: 'Last updated: 1 June 2025', // PLACEHOLDER: the date the company publishes this policy
  intro: `This policy explains what personal information ${company.name} ("we", "us") collects through this website, why we collect it, how long we keep it and what rights you have. It applies to everyone who visits the website or sends us a quote request.`,
  contentsTitle: 'On this page',
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      paragraphs: [
        'We collect only what you choose to send us through our quote request and contact forms:',
      ],
      list: [
        'your name, phone number and, if you give it, your e-mail address;',
        'the city of your project;',
        'the size of your plot, the length of each of its four sides and the direction it faces;',
        'the type of project you are planning and any message you write.',
      ],
      closing:
        'Our planning calculators run entirely in your browser: the figures you enter in them are not sent to us unless you choose to add an estimate to a quote request. Like any website, our server records technical data such as your IP address and browser type in its logs, to keep the service secure and working. We do not use advertising or tracking cookies.',
    },
    {
      id: 'why-we-process',
      title: 'Why We Process Your Information',
      paragraphs: ['We use the information you send us to:'],
      list: [
        'answer your request: call or write to you, visit your plot and prepare an estimate;',
        'prepare and carry out a contract with you, if you decide to work with us;',
        'keep a record of our correspondence, as our accounting and legal obligations require;',
        'protect the website from spam and abuse.',
      ],
      closing:
        'We process this information because you asked us to respond to your request, to take steps before entering into a contract with you, and for our legitimate interest in running a secure website. We never sell your information and never pass it to third parties for their marketing.',
    },
    {
      id: 'storage-and-retention',
      title: 'Who Keeps Your Information, and for How Long',
      paragraphs: [
        `Your quote requests are stored in our own database and kept by ${company.name}. Only our staff who handle enquiries can read them, through a password-protected staff area.`,
        // PLACEHOLDER: the retention period is the company's decision.
        'We keep a quote request for up to three years after our last contact with you, so that we can follow up on your project and answer questions about it. If you become our client, we keep project records for as long as the law and our contract with you require.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      paragraphs: [
        'Wherever you live, you may ask us what information we hold about you, ask us to correct it, or ask us to delete it. Write to us at the address below and we will answer within 30 days.',
        'If you are a resident of the European Economic Area or the United Kingdom, the General Data Protection Regulation gives you in addition the right to restrict or object to our processing, the right to data portability, the right to withdraw your consent at any time, and the right to lodge a complaint with the data protection authority of your country.',
      ],
    },
    {
      id: 'links-to-other-sites',
      title: 'Links to Other Websites',
      paragraphs: [
        'Our website links to other websites, such as our social media profiles, and our contact page shows a map from an external map service. Those services have their own privacy policies, and we are not responsible for how they handle your information. Please read their policies before you give them any personal information.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      paragraphs: [
        'Our website is served over an encrypted connection (HTTPS). Access to quote requests is limited to authorised staff with individual passwords, and our server is protected against automated abuse. No method of transmission or storage is completely secure, but we take reasonable care to protect your information and will inform you without delay if a breach affects it.',
      ],
    },
    {
      id: 'legal-disclosure',
      title: 'Legal Disclosure',
      paragraphs: [
        'We may disclose your information if the law requires it, or if we believe in good faith that disclosure is necessary to comply with a court order or legal process, to protect our rights or property, or to protect the safety of others.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy when our website or the law changes. The date at the top of this page shows when it was last changed.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      paragraphs: [
        'For any question about this policy or your personal information, or to exercise your rights, please contact us:',
      ],
      showContact: true,
    },
  ],
}

export const termsOfService: LegalDocument = {
  meta: {
    title: 'Terms of Service',
    description:
      'The terms of use of the Nirman Constructions website: indicative calculator estimates, quote requests, content ownership and our liability.',
  },
  title: 'Terms of Service',
  updated: 'Last updated: 1 June 2025', // PLACEHOLDER: the date the company publishes these terms
  intro: `These terms apply to your use of the ${company.name} website. By using the website you accept them. They do not cover construction work itself: every project is governed by its own written contract.`,
  contentsTitle: 'On this page',
  sections: [
    {
      id: 'estimates',
      title: 'Estimates Are Indicative',
      paragraphs: [
        'The calculators, cost figures and articles on this website are general guidance for planning. They are based on typical rates and assumptions, not on your site, your design or current material prices, and they are not a quotation or an offer.',
        'A binding price is given only in a written quotation from us after we have seen your plot and your requirements.',
      ],
    },
    {
      id: 'quote-requests',
      title: 'Quote Requests',
      paragraphs: [
        'Sending a quote request does not create a contract and does not oblige you or us to anything. Please give accurate contact details so that we can answer you; we handle them as described in our privacy policy.',
      ],
    },
    {
      id: 'content',
      title: 'Website Content',
      paragraphs: [
        `The text, illustrations, photographs and designs on this website belong to ${company.name} or are used with permission. You may view and print them for your own use, but not copy or republish them without our written consent.`,
        'Project photographs and descriptions show completed work as examples; every new project is designed and priced on its own.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable Use',
      paragraphs: ['When using this website you agree not to:'],
      list: [
        'send false, misleading or automated quote requests;',
        'try to gain access to the staff area or to other people’s information;',
        'disrupt the website or use it for any unlawful purpose.',
      ],
    },
    {
      id: 'liability',
      title: 'Our Liability',
      paragraphs: [
        'We take care to keep the information on this website correct and up to date, but we cannot guarantee that it is complete or free of errors, or that the website will always be available. To the extent the law allows, we are not liable for losses arising from reliance on the website’s content, including calculator results. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'links',
      title: 'Links to Other Websites',
      paragraphs: [
        'Links to other websites are provided for convenience. We do not control those websites and are not responsible for their content.',
      ],
    },
    {
      id: 'law',
      title: 'Governing Law',
      paragraphs: [
        'These terms are governed by the laws of India. Any dispute about them is subject to the jurisdiction of the courts at Patna, Bihar.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      paragraphs: ['Questions about these terms are welcome:'],
      showContact: true,
    },
  ],
}

export const legalCopy = {
  emailLabel: 'E-mail',
  addressLabel: 'Post',
  /** Instead of the e-mail line while the owner has given no e-mail address: a link follows. */
  contactForm: 'Write to us:',
  contactPage: 'the form on our contact page',
} as const
