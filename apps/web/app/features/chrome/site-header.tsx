import { Button, cn } from '@nirman/ui'
import { Menu, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { getQuoteLink, headerLinks } from '../../content/navigation'
import { BrandLogo } from './brand-logo'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 font-medium text-sm transition-colors hover:bg-secondary hover:text-primary',
    isActive ? 'bg-secondary text-primary' : 'text-foreground',
  )

/**
 * The sticky header: inline navigation from the lg breakpoint, a menu button below it. Choosing a
 * link closes the menu; the current page's link is highlighted (and marked aria-current).
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)
  const close = () => setMenuOpen(false)

  // Escape closes the open menu and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      menuButton.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <BrandLogo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* Prominent on every screen, phones included (website.md: the sticky header). */}
          <Button asChild variant="accent" className="px-3 sm:px-4">
            <Link to={getQuoteLink.to}>{getQuoteLink.label}</Link>
          </Button>
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Main menu"
        hidden={!menuOpen}
        className="border-border border-t bg-background lg:hidden"
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
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
    </header>
  )
}
