import { forwardRef } from 'react'
import {
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
} from 'react-router'
import { type Lang, pathIn } from './lang'
import { useLang } from './use-lang'

/** An address of the site (English, as the content modules hold them) in `lang`. */
export function localTo(lang: Lang, to: To): To {
  if (typeof to === 'string') return pathIn(lang, to)
  return to.pathname ? { ...to, pathname: pathIn(lang, to.pathname) } : to
}

/**
 * React Router's Link, to the page in the language of the page it is on: `<Link to="/contact">`
 * on /hi/about goes to /hi/contact. Content and components keep the English addresses.
 * (The language switch uses React Router's own Link.)
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const lang = useLang()
  return <RouterLink ref={ref} to={localTo(lang, to)} {...props} />
})

/** React Router's NavLink, to the page in the language of the page it is on (see Link). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, ...props },
  ref,
) {
  const lang = useLang()
  return <RouterNavLink ref={ref} to={localTo(lang, to)} {...props} />
})
