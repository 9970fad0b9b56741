import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadHindiPart } from './i18n/hindi-parts'
import { langOf } from './i18n/lang'

// React Router's own start, after a Hindi page's Hindi parts (i18n/hindi-parts.ts) have arrived
// (the prerendered HTML is Hindi: hydrating it without them would suspend or redraw it). An English page starts at once and
// never fetches them. The language switch loads the other language's page anew (its link is a
// document load), so a page never changes language inside the app.
async function start() {
  const { pathname } = window.location
  if (langOf(pathname) === 'hi') {
    // The quote forms' texts too, but not for the home page: its forms draw once touched or
    // scrolled near, and fetch their texts then (the home page's first load stays small).
    const home = pathname.replace(/\/$/, '') === '/hi'
    await Promise.all([loadHindiPart('firstLoad'), home ? undefined : loadHindiPart('forms')])
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

void start()
