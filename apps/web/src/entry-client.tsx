import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './app'
import { startHydration } from './features/islands/deferred'
import { captureLanding } from './features/lead-source'
import { loadPage, matchPage } from './router/page-modules'
import './app.css'

// The first page of the visit, with its referrer and advert tags, for the source of a quote request.
captureLanding()

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
)

// Fetch the current page's code before the first render, so that the first render is the page the
// prerendered HTML shows (no flash of a spinner, no hydration mismatch).
const { route } = matchPage(window.location.pathname)
loadPage(route)
  .catch(() => undefined)
  .finally(() => {
    // A prerendered page is hydrated; the single-page fallback (a project page) is rendered.
    if (container.firstElementChild) {
      startHydration()
      hydrateRoot(container, app)
    } else createRoot(container).render(app)
  })
