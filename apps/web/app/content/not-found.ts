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
