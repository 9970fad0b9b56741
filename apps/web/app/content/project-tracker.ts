// The copy of /resources/project-tracker as a visitor reads it (the page around the sign-in form):
// the hero, the sign-in card's heading, what the page says while it checks for a session, how
// clients get access, what the tracker shows and how to reach us. The form's own words and a
// signed-in client's are content/tracker.ts, fetched with their code. A module of its own, so that
// the page does not fetch the contact page's copy.
import { Camera, FileText, Flag, Wallet } from 'lucide-react'

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
      'Signing in needs JavaScript. Please turn it on in your browser, or contact us and we will help.',
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
