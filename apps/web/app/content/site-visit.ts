// The words of a free site visit booked on the website (issue 28): the booking page (/site-visit,
// routes/site-visit.tsx) and a visit's own page, from the link in its e-mails
// (/site-visit/<token>, routes/site-visit-link.tsx), where its visitor sees, moves or cancels it.
// Times are Patna's (IST) whatever the visitor's device says. The refusals the API words in
// English are the contract's (site-visit-words.ts, quote-messages.ts); their Hindi is in
// content/hi/site-visit.ts.
import { quoteMessages } from '@nirman/contract/messages'
import { visitBookingMessages } from '@nirman/contract/site-visit-words'

/** The booking page. */
export const siteVisitCopy = {
  meta: {
    title: 'Book a Free Site Visit',
    description:
      'Choose a day and a time for our engineer to see your plot in Patna: free, with no obligation, booked in a few taps.',
  },
  hero: {
    eyebrow: 'Free site visit',
    title: 'Book a Free Site Visit',
    subtitle:
      'Our engineer comes to your plot, looks at the land, the road and the neighbouring buildings, and answers your questions. It is free, and you are under no obligation.',
  },
  /** Beside the form: what the visit is. */
  about: {
    title: 'What happens at the visit',
    points: [
      'An engineer of ours meets you at the site, for about an hour.',
      'We measure the plot and look at the soil, the road, drainage and the buildings around it.',
      'You get honest advice on what can be built, and a clear quotation after the visit.',
    ],
    call: 'Rather talk first? Call us and we will fix a time with you.',
  },
  formTitle: 'Choose a time',
}

/** The days and times to choose from, on the booking page and when a visit is moved. */
export const visitPickerCopy = {
  dayLegend: 'Day',
  timeLegend: 'Time',
  /** Said under the times: every time on the page is Patna's. */
  zone: 'All times are India time (IST), as in Patna.',
  /** On a device set to another zone: the times are not the device's. */
  zoneElsewhere: (zone: string) =>
    `Your device is set to ${zone}: the times here are Patna's, not your device's.`,
  loading: 'Finding free times...',
  loadFailed: 'We could not load the free times. Please check your connection and try again.',
  retry: 'Try again',
  noTimes:
    'Every time in the coming days is taken. Please call us and we will fix a time with you.',
  /** A time with one place left. */
  lastPlace: 'last place',
  /** The next free times offered in place of a time just taken. */
  nextFreeTitle: 'The next free times',
}

/** The booking form's fields, button and answers. */
export const visitFormCopy = {
  address: 'Site address or a landmark',
  addressHint: 'For example: Plot 12, near Shiv Mandir, Saguna More, Danapur',
  mapLink: 'Map link (optional)',
  mapLinkHint: 'In Google Maps: tap the place, then Share, then Copy link.',
  name: 'Your name',
  phone: 'Phone number',
  email: 'E-mail (optional)',
  emailHint: 'For the confirmation, with an entry for your calendar.',
  submit: 'Book the visit',
  submitting: 'Booking...',
  /** Under the button once a time is chosen: "Tue, 1 Dec at 10:00 am". */
  chosen: (when: string) => `Your visit: ${when}`,
  failedTitle: 'The visit is not booked yet',
  /** No answer from the API: nothing typed is lost. */
  noAnswer: 'We could not reach our server. Everything you typed is kept: please try again.',
  tooMany: 'Too many bookings were sent from this connection. Please wait a minute and try again.',
  checkFields: 'Please check the fields marked above.',
  /** The checks' messages, the contract's (the API words the same ones). */
  messages: {
    startsAt: visitBookingMessages.startsAt,
    address: visitBookingMessages.address,
    addressLong: visitBookingMessages.addressLong,
    mapLink: visitBookingMessages.mapLink,
    name: quoteMessages.name,
    phone: quoteMessages.phone,
    email: quoteMessages.email,
    full: visitBookingMessages.full,
    lead: visitBookingMessages.lead,
  },
  /** A time the API refused (it passed, or came inside the notice while the page was open). */
  refusals: {
    past: 'That time has passed. Please choose a later one.',
    notice: (hours: number) =>
      `Visits are booked at least ${hours} hours ahead. Please choose a later time.`,
    other: 'That time cannot be booked any more. Please choose one of the times shown.',
  },
}

/** A visit's own page, from the link in its e-mails. */
export const visitPageCopy = {
  metaTitle: 'Your site visit',
  /** The page right after the booking. */
  bookedTitle: 'Your site visit is booked',
  title: 'Your site visit',
  status: {
    requested: 'Booked. We will call you to confirm.',
    confirmed: 'Confirmed. Our engineer will come at this time.',
    done: 'Done. Thank you for meeting us.',
    no_show: 'Missed. Call us to fix another time.',
    cancelled: 'Cancelled.',
  },
  when: 'When',
  where: 'Where',
  openMap: 'Open the map',
  who: 'Who to call',
  /** Keep the page: its link is how the visit is changed. */
  keep: 'Keep this page: its link is how you change or cancel the visit, no account needed.',
  mailed: (email: string) => `We have sent the confirmation to ${email}.`,
  change: 'Change the time',
  cancel: 'Cancel the visit',
  cancelQuestion: 'Cancel this visit? You can book another time later.',
  cancelYes: 'Yes, cancel it',
  cancelNo: 'Keep the visit',
  cancelling: 'Cancelling...',
  moveTitle: 'Choose a new time',
  move: 'Move the visit',
  moving: 'Moving...',
  moveBack: 'Keep the present time',
  moved: (when: string) => `Your visit is moved to ${when}. Use this page's new link from now on.`,
  cancelled: 'Your visit is cancelled. We hope to see you another time.',
  finished: visitBookingMessages.finished,
  /** A link replaced by a move's newer one. */
  replaced: visitBookingMessages.linkReplaced,
  bookAnother: 'Book another visit',
  failedTitle: 'Nothing was changed',
}

/** The page before its visit has come, and a link that opens nothing. */
export const visitShellCopy = {
  opening: 'Opening your site visit...',
  noScript: 'This page needs JavaScript to show your visit. Please turn it on, or call us.',
  notFoundTitle: 'No visit at this link',
  notFound: visitBookingMessages.notFound,
  replacedTitle: 'This link is out of date',
  notReached: 'We could not reach our server. Check your internet connection and try again.',
  tryAgain: 'Try again',
  book: 'Book a free site visit',
}
