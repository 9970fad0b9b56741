import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadHindiTexts } from './i18n/hindi-texts'
import { langOf } from './i18n/lang'

// React Router's own start, after a Hindi page's first-load texts have arrived (the prerendered HTML
// is Hindi: hydrating it with English texts would redraw it). An English page starts at once and
// never fetches them. The language switch loads the other language's page anew (its link is a
// document load), so a page never changes language inside the app.
async function start() {
  if (langOf(window.location.pathname) === 'hi') await loadHindiTexts()
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
