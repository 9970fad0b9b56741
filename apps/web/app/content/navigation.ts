// The links of the header (website.md section 2); the footer's are in footer.ts.

export interface NavLink {
  to: string
  label: string
}

export const headerLinks: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/projects', label: 'Projects' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/resources', label: 'Resources' },
]

export const getQuoteLink: NavLink = { to: '/contact', label: 'Get a Quote' }

/** The header's names for screen readers: its two navigations and the phone menu's button. */
export const headerCopy = {
  mainNavigation: 'Main',
  menuNavigation: 'Main menu',
  menuButton: 'Menu',
} as const

/** Words of the page frame: the skip link, and a calculator page's breadcrumb. */
export const frameCopy = {
  skipLink: 'Skip to main content',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  resources: 'Resources',
} as const
