import { Button, buttonVariants, cn } from '@nirman/ui'
import { Menu, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import * as en from '../../content/navigation'
import { pathIn } from '../../i18n/lang'
import { Link, NavLink } from '../../i18n/link'
import { fromPart, usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { BrandLogo } from './brand-logo'
import { LanguageSwitch } from './language-switch'
import { siteMenuMarker } from './site-menu-marker'

// The header's Hindi comes with every Hindi page's first load (app/i18n/page-text.ts).
const headerLinksHindi = fromPart('firstLoad', (hindi) => hindi.navigation.headerLinks)
const getQuoteLinkHindi = fromPart('firstLoad', (hindi) => hindi.navigation.getQuoteLink)
const headerCopyHindi = fromPart('firstLoad', (hindi) => hindi.navigation.headerCopy)

/** The header's links and words in the page's language, the links to that language's pages. */
function useHeaderText() {
  const lang = useLang()
  const headerLinks = usePageText(en.headerLinks, headerLinksHindi)
  const getQuoteLink = usePageText(en.getQuoteLink, getQuoteLinkHindi)
  const headerCopy = usePageText(en.headerCopy, headerCopyHindi)
  const link = (item: { to: string; label: string }) => ({ ...item, to: pathIn(lang, item.to) })
  return {
    headerLinks: headerLinks.map(link),
    getQuoteLink: link(getQuoteLink),
    headerCopy,
    home: pathIn(lang, '/'),
  }
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 font-medium text-sm transition-colors hover:bg-secondary hover:text-primary',
    isActive ? 'bg-secondary text-primary' : 'text-foreground',
  )

/**
 * The phone menu: a `<details>`, so its button opens it in the prerendered page before (or
 * without) any JavaScript, and the browser tells screen readers whether it is expanded. Once the
 * app runs, Escape and a press outside close it (the focus back on its button), and so does
 * choosing a link or any other move to another page.
 */
function PhoneMenu() {
  const menu = useRef<HTMLDetailsElement>(null)
  const { pathname } = useLocation()
  const { headerLinks, getQuoteLink, headerCopy, home } = useHeaderText()

  const close = () => {
    if (menu.current) menu.current.open = false
  }

  // A new page closes the menu, whichever way the visitor got there (a link, Back).
  useEffect(close, [pathname])

  // Listening from the start, not from the menu's opening: the opening reaches React only after
  // the browser's toggle event and a render, and on a busy phone a press outside made in between
  // was lost (the menu stayed open). Each press asks the element itself whether it is open, which
  // also covers a menu opened before the app took over.
  useEffect(() => {
    const isOpen = () => menu.current?.open === true
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen()) return
      close()
      menu.current?.querySelector('summary')?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (isOpen() && event.target instanceof Node && !menu.current?.contains(event.target)) close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [])

  return (
    <details ref={menu} className="group lg:hidden" {...{ [siteMenuMarker]: '' }}>
      <summary
        aria-label={headerCopy.menuButton}
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          // No browser triangle (list-none for Firefox, the marker pseudo-element for Safari).
          'list-none [&::-webkit-details-marker]:hidden',
        )}
      >
        <Menu aria-hidden="true" className="group-open:hidden" />
        <X aria-hidden="true" className="hidden group-open:block" />
      </summary>
      {/* Below the header's bar, over the page (the sticky header is its containing block). */}
      <nav
        aria-label={headerCopy.menuNavigation}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-border border-t border-b bg-background shadow-md"
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === home}
                className={(state) => cn(linkClass(state), 'block')}
                onClick={close}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <Button asChild variant="accent" className="w-full">
              <Link to={getQuoteLink.to} onClick={close}>
                {getQuoteLink.label}
              </Link>
            </Button>
          </li>
        </ul>
      </nav>
    </details>
  )
}

/**
 * The sticky header: inline navigation from the lg breakpoint, the phone menu below it, and Get a
 * Quote on every screen. The current page's link is highlighted (and marked aria-current).
 */
export function SiteHeader() {
  const { headerLinks, getQuoteLink, headerCopy, home } = useHeaderText()
  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <BrandLogo />
        <nav aria-label={headerCopy.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === home} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          {/* Prominent on every screen, phones included (website.md: the sticky header). */}
          <Button asChild variant="accent" className="px-3 sm:px-4">
            <Link to={getQuoteLink.to}>{getQuoteLink.label}</Link>
          </Button>
          <PhoneMenu />
        </div>
      </div>
    </header>
  )
}
