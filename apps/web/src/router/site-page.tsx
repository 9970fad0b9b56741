import { use, useEffect, useRef } from 'react'
import { Route, Routes, useLocation } from 'react-router'
import { applyHeadTags } from '../seo/head-tags'
import type { MetaDescriptor } from '../seo/meta'
import { loadPage, matchPage } from './page-modules'

/**
 * The page of the current address: its module (fetched on first visit; the layout's Suspense
 * keeps the previous page on screen meanwhile), its <head> tags, and the scroll position a
 * visitor expects: the top of a new page, or the element of a #hash.
 */
export function SitePage() {
  const { pathname, hash } = useLocation()
  const { route, params } = matchPage(pathname)
  const page = use(loadPage(route))
  const Page = page.default

  // The tags as text: the effect runs when they change, not on every render.
  const tagsJson = JSON.stringify(page.meta?.({ params }) ?? [])
  useEffect(() => {
    const tags: MetaDescriptor[] = JSON.parse(tagsJson)
    if (tags.length > 0) applyHeadTags(tags)
  }, [tagsJson])

  // The first page keeps the browser's own scrolling (and a #hash in the address); later
  // navigations start at the top, or at their #hash.
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
      return
    }
    window.scrollTo(0, 0)
  }, [pathname, hash])

  // Inside <Routes>, so that the page reads its parameters with useParams().
  return (
    <Routes>
      <Route path={route.path} element={<Page />} />
    </Routes>
  )
}
