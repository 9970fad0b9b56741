import { useToast } from '@nirman/ui'
import { lazy, Suspense } from 'react'

const Toaster = lazy(() =>
  import('./site-toaster').then((module) => ({ default: module.SiteToaster })),
)

/**
 * The toasts of the site (one at a time, website.md section 9). The toast machinery is fetched with
 * the first toast, not with the page: most visits never show one.
 */
export function LazyToaster() {
  const { toasts } = useToast()
  if (toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
