import { useFrameCopy } from './use-frame-copy'

/** The first focusable element: keyboard and screen-reader users jump over the navigation. */
export function SkipLink() {
  const copy = useFrameCopy()
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {copy.skipLink}
    </a>
  )
}
