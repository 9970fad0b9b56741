import { ChevronRight } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { Slot } from '../lib/slot'

export type BreadcrumbProps = ComponentProps<'nav'>

/**
 * The trail from the home page to the current page, a navigation landmark named "Breadcrumb".
 *
 * @example
 * <Breadcrumb>
 *   <BreadcrumbList>
 *     <BreadcrumbItem>
 *       <BreadcrumbLink asChild><Link to="/">Home</Link></BreadcrumbLink>
 *     </BreadcrumbItem>
 *     <BreadcrumbSeparator />
 *     <BreadcrumbItem>
 *       <BreadcrumbPage>Services</BreadcrumbPage>
 *     </BreadcrumbItem>
 *   </BreadcrumbList>
 * </Breadcrumb>
 */
export function Breadcrumb({ 'aria-label': label = 'Breadcrumb', ...props }: BreadcrumbProps) {
  return <nav data-slot="breadcrumb" aria-label={label} {...props} />
}

export type BreadcrumbListProps = ComponentProps<'ol'>

/**
 * The ordered list of the trail's items; wraps onto more lines on narrow screens.
 *
 * @example
 * <BreadcrumbList>...</BreadcrumbList>
 */
export function BreadcrumbList({ className, ...props }: BreadcrumbListProps) {
  return (
    <ol
      data-slot="breadcrumb-list"
      className={cn(
        'flex flex-wrap items-center gap-x-1.5 text-sm break-words text-muted-foreground sm:gap-x-2.5',
        className,
      )}
      {...props}
    />
  )
}

export type BreadcrumbItemProps = ComponentProps<'li'>

/**
 * One step of the trail, holding a BreadcrumbLink or the BreadcrumbPage.
 *
 * @example
 * <BreadcrumbItem><BreadcrumbLink href="/">Home</BreadcrumbLink></BreadcrumbItem>
 */
export function BreadcrumbItem({ className, ...props }: BreadcrumbItemProps) {
  return (
    <li
      data-slot="breadcrumb-item"
      className={cn('inline-flex min-w-0 items-center gap-1.5', className)}
      {...props}
    />
  )
}

export type BreadcrumbLinkProps = ComponentProps<'a'> & {
  /** Renders the child element (a router's Link) with the link's styles instead of an <a>. */
  asChild?: boolean
}

/**
 * A link to an earlier page of the trail, 44 px high for touch. Use `asChild` with the router's
 * link component.
 *
 * @example
 * <BreadcrumbLink asChild><Link to="/services">Services</Link></BreadcrumbLink>
 */
export function BreadcrumbLink({ className, asChild = false, ...props }: BreadcrumbLinkProps) {
  const Component = asChild ? Slot : 'a'
  return (
    <Component
      data-slot="breadcrumb-link"
      className={cn(
        'inline-flex min-h-11 items-center rounded-sm text-muted-foreground underline-offset-4 transition-colors hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  )
}

export type BreadcrumbPageProps = ComponentProps<'span'>

/**
 * The current page, the last step of the trail: not a link, marked `aria-current="page"`.
 *
 * @example
 * <BreadcrumbPage>Residential Construction</BreadcrumbPage>
 */
export function BreadcrumbPage({ className, ...props }: BreadcrumbPageProps) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current="page"
      className={cn('inline-flex min-h-11 items-center font-medium text-foreground', className)}
      {...props}
    />
  )
}

export type BreadcrumbSeparatorProps = ComponentProps<'li'>

/**
 * The mark between two steps, a chevron unless given children; hidden from screen readers, which
 * announce the list's structure instead.
 *
 * @example
 * <BreadcrumbSeparator />
 */
export function BreadcrumbSeparator({ className, children, ...props }: BreadcrumbSeparatorProps) {
  return (
    <li
      data-slot="breadcrumb-separator"
      role="presentation"
      aria-hidden="true"
      className={cn('inline-flex items-center [&>svg]:size-4', className)}
      {...props}
    >
      {children ?? <ChevronRight />}
    </li>
  )
}
