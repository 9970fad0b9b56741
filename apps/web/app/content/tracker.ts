// The words of the project tracker (/resources/project-tracker) once its code has come: the
// sign-in form (signInCopy) and a signed-in client's project (trackerCopy). Their Hindi is
// content/hi/tracker.ts, fetched only on a Hindi page (features/tracker/tracker-texts.ts). The
// words of the prerendered page around them (the hero, the sign-in card's heading, what the page
// says while it checks for a session, the explanation for visitors) are its page copy:
// `projectTrackerCopy` in content/project-tracker.ts. The API's answers to a sign-in are the contract's
// `clientSignInMessages`, shown in Hindi by their key (features/tracker/sign-in-messages.ts).

/** The sign-in form: an e-mail address, then the six-digit code sent to it. */
export const signInCopy = {
  emailLabel: 'Your e-mail address',
  emailHint: 'The address you gave us for your project.',
  emailPlaceholder: 'you@example.com',
  sendCode: 'Send me a code',
  sendingCode: 'Sending the code...',
  codeLabel: 'Six-digit code',
  codeHint: (email: string) => `From the e-mail we sent to ${email}. It works for 10 minutes.`,
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  newCode: 'Send a new code',
  otherEmail: 'Use another e-mail address',
  /** `phone`: the first number the owner gave, or none. */
  noEmail: (phone: string | undefined) =>
    phone
      ? `No e-mail after a few minutes? Look in the spam folder, or call us on ${phone} and we will help.`
      : 'No e-mail after a few minutes? Look in the spam folder, or write to us with the form on our contact page and we will help.',
  /** The server did not answer (no connection, or it is down). */
  notReached: 'We could not reach our server. Check your internet connection and try again.',
  /** A refusal that says how long to wait (the Retry-After of the answer). */
  tryAgainIn: {
    seconds: (count: number) =>
      count === 1 ? 'You can try again in 1 second.' : `You can try again in ${count} seconds.`,
    minutes: (count: number) =>
      count === 1 ? 'You can try again in 1 minute.' : `You can try again in ${count} minutes.`,
    hours: (count: number) =>
      count === 1 ? 'You can try again in 1 hour.' : `You can try again in ${count} hours.`,
  },
} as const

/** A signed-in client's project. */
export const trackerCopy = {
  eyebrow: 'Client Project Tracker',
  signedInAs: (name: string) => `Signed in as ${name}`,
  signOut: 'Sign out',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereHint: 'Signs you out on every phone and computer, this one too.',
  signingOut: 'Signing out...',
  signOutFailed: 'We could not sign you out. Check your internet connection and try again.',
  projectChoice: 'Your project',
  /** `phone`: the first number the owner gave, or none. */
  noProjects: (phone: string | undefined) =>
    phone
      ? `No project is linked to your account yet. Please call us on ${phone}: we will link it for you.`
      : 'No project is linked to your account yet. Please write to us with the form on our contact page: we will link it for you.',
  loadingProject: 'Loading your project...',
  projectFailed: 'Your project could not be loaded. Check your internet connection and try again.',
  tryAgain: 'Try again',
  sectionsLabel: 'Parts of your project',
  sections: {
    overview: 'Overview',
    updates: 'Site updates',
    stages: 'Stages',
    payments: 'Payments',
    documents: 'Documents',
    questions: 'Questions',
  },
  overview: {
    progress: 'Progress',
    stagesDone: (done: number, count: number) =>
      count === 1 ? `${done} of 1 stage done` : `${done} of ${count} stages done`,
    stageNow: 'Stage now',
    nextStage: 'Next stage',
    allDone: 'Every stage is done.',
    lastStage: 'This is the last stage.',
    plannedEnd: (day: string) => `Planned to finish by ${day}`,
    plannedStart: (day: string) => `Planned to start on ${day}`,
    latestUpdate: 'Latest update',
    seeAllUpdates: 'See all site updates',
    nextPayment: 'Next payment',
    allReceived: 'Every instalment has been received. Thank you.',
    money: 'Money',
  },
  stageStates: {
    not_started: 'Not started',
    in_progress: 'In progress',
    done: 'Done',
    delayed: 'Delayed',
  },
  updates: {
    visit: (day: string) => `Site visit on ${day}`,
    stage: 'Stage',
    viewLarger: 'View larger',
    photoPosition: (position: number, count: number) => `Photo ${position} of ${count}`,
    ask: 'Ask about this update',
    none: 'No site updates yet: the first one comes after the first site visit.',
    showOlder: (count: number) =>
      count === 1 ? 'Show 1 older update' : `Show ${count} older updates`,
  },
  photoViewer: {
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
  },
  stages: {
    caption: 'Each stage as planned and as done',
    stage: 'Stage',
    planned: 'Planned',
    actual: 'Actual',
    state: 'State',
    notPlanned: 'Not planned yet',
    notStarted: 'Not started yet',
    fromTo: (start: string, end: string) => `${start} to ${end}`,
    from: (start: string) => `From ${start}`,
    until: (end: string) => `Until ${end}`,
    started: (start: string) => `Started on ${start}`,
    delayReason: (reason: string) => `Reason: ${reason}`,
  },
  payments: {
    statuses: {
      received: 'Received',
      overdue: 'Overdue',
      due: 'Due',
      upcoming: 'Upcoming',
    },
    modes: {
      upi: 'UPI',
      bank_transfer: 'Bank transfer',
      cheque: 'Cheque',
      cash: 'Cash',
    },
    share: (percent: string) => `${percent} of the contract value`,
    fixedAmount: 'A fixed amount',
    dueOn: (day: string) => `Due on ${day}`,
    dueAtStage: (stage: string) => `Due when this stage is done: ${stage}`,
    noDueDay: 'Due day not set yet',
    receivedOn: (day: string, mode: string) => `Received on ${day} by ${mode}`,
    receivedAmount: (amount: string) => `Amount received: ${amount}`,
    reference: (reference: string) => `Reference: ${reference}`,
    none: 'The payment schedule is not set yet.',
    totals: 'Totals',
    contractValue: 'Contract value',
    received: 'Received',
    balance: 'Balance',
  },
  documents: {
    kinds: {
      agreement: 'Agreement',
      drawing: 'Drawing',
      approval: 'Approval',
      other: 'Other',
    },
    added: (day: string) => `Added on ${day}`,
    download: 'Download',
    none: 'No documents yet: the agreement, drawings and approvals appear here as we add them.',
  },
  questions: {
    intro: 'Ask us anything about your house. The staff responsible for it answer here.',
    none: 'No questions yet.',
    staffName: (name: string) => `${name}, Nirman Constructions`,
    aboutUpdate: (day: string) => `About the site visit on ${day}`,
    formTitle: 'Ask a question',
    about: 'About',
    aboutProject: 'The project as a whole',
    aboutVisit: (day: string) => `The site visit on ${day}`,
    question: 'Your question',
    send: 'Send question',
    sending: 'Sending...',
    notSent: 'Your question could not be sent. Check your internet connection and try again.',
    sent: 'Your question was sent. The answer will appear here, and we may call you.',
    empty: 'Write your question',
    tooLong: (max: number) => `A question can be at most ${max} characters`,
  },
} as const
