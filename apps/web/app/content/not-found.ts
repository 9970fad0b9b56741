// The not-found card of any unknown address (website.md section 8: '404 Page Not Found').
export const notFoundCopy = {
  meta: {
    title: '404 Page Not Found',
    description:
      'The page you were looking for does not exist on the Nirman Constructions website. Return to the home page or contact us.',
  },
  title: '404 Page Not Found',
  text: 'Sorry, we could not find the page you were looking for. It may have moved, or the address may be mistyped.',
  homeLabel: 'Back to Home',
  contactLabel: 'Contact Us',
} as const

// A page whose code could not be downloaded (offline, or a new deployment replaced it).
export const errorCopy = {
  title: 'This page could not be loaded',
  text: 'Please check your connection and reload the page. If it keeps happening, call us: we are glad to help by phone.',
  loading: 'Loading...',
} as const
