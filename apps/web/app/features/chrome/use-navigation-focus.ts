import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * After a client-side navigation to another page, focus moves to the new page's main heading, so a
 * screen reader announces it and the next Tab starts from the page, not from the link left behind
 * (the scroll position is ScrollRestoration's job: the top, the #section, or Back's old place).
 * The first page keeps the browser's own focus.
 */
export function useNavigationFocus(): void {
  const { pathname } = useLocation()
  const firstPathname = useRef(pathname)
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current && pathname === firstPathname.current) return
    moved.current = true
    const heading = document.querySelector<HTMLElement>('main h1')
    const target = heading ?? document.getElementById('main-content')
    if (!target) return
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }, [pathname])
}
