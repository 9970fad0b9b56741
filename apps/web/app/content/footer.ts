// The footer's links and words (website.md section 2). Only the footer's code reads them: it
// comes when the footer nears the screen, never with a page's first load.
import type { NavLink } from './navigation'
import { paths, type ServiceId } from './site-map'

export const footerQuickLinks: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/projects', label: 'Projects' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/contact', label: 'Contact Us' },
]

const serviceLinkLabels: Record<ServiceId, string> = {
  residential: 'Residential Construction',
  commercial: 'Commercial Construction',
  architectural: 'Architectural Design',
  interior: 'Interior Design',
  consultancy: 'Building Consultancy',
  management: 'Project Management',
}

export const footerServiceLinks: readonly NavLink[] = (
  Object.entries(serviceLinkLabels) as [ServiceId, string][]
).map(([id, label]) => ({ to: paths.service(id), label }))

export const footerLegalLinks: readonly NavLink[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/sitemap', label: 'Sitemap' },
]

/**
 * The staff dashboard is a separate app (apps/admin): served at /admin/ by `pnpm start`, or on its
 * own host given by VITE_ADMIN_URL at build time. Linked with a full page load.
 */
export const adminLoginLink: NavLink = {
  to: `${(import.meta.env.VITE_ADMIN_URL ?? '/admin').replace(/\/$/, '')}/login`,
  label: 'Admin',
}

export const footerCopy = {
  quickLinksTitle: 'Quick Links',
  servicesTitle: 'Our Services',
  contactTitle: 'Contact Us',
  hoursTitle: 'Opening Hours',
  salesLabel: 'Sales enquiries',
  rights: 'All rights reserved.',
  designedBy: 'Designed by',
  gstinLabel: 'GSTIN',
} as const
