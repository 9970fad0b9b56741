import { type ComponentProps, useId, useLayoutEffect, useRef, useState } from 'react'
import { cn } from '../lib/cn'

interface ScrollRegion {
  scrollable: boolean
  captionId: string | undefined
}

/**
 * Watches whether the container scrolls sideways, and the id of the table's caption, so the
 * container becomes a named, focusable region only when keyboard users need to scroll it.
 */
function useScrollRegion() {
  const containerRef = useRef<HTMLDivElement>(null)
  const [region, setRegion] = useState<ScrollRegion>({ scrollable: false, captionId: undefined })

  useLayoutEffect(() => {
    const container = containerRef.current
    if (!container) return
    const measure = () => {
      const table = container.querySelector('table')
      const scrollable = container.scrollWidth > container.clientWidth
      const captionId = table?.caption?.id || undefined
      setRegion((previous) =>
        previous.scrollable === scrollable && previous.captionId === captionId
          ? previous
          : { scrollable, captionId },
      )
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(container)
    const table = container.querySelector('table')
    if (table) observer.observe(table)
    return () => observer.disconnect()
  }, [])

  return { containerRef, ...region }
}

export type TableProps = ComponentProps<'table'> & {
  /**
   * Names the scroll container for screen readers when the table is wider than the screen.
   * Defaults to the table's TableCaption.
   */
  scrollLabel?: string
}

/**
 * A data table in a container that scrolls sideways on narrow screens. While it scrolls, the
 * container is focusable (so the arrow keys scroll it) and named by `scrollLabel` or the caption.
 *
 * @example
 * <Table>
 *   <TableCaption>Contact form submissions</TableCaption>
 *   <TableHeader>
 *     <TableRow><TableHead>Name</TableHead><TableHead>Status</TableHead></TableRow>
 *   </TableHeader>
 *   <TableBody>
 *     <TableRow><TableCell>Ravi Kumar</TableCell><TableCell>New</TableCell></TableRow>
 *   </TableBody>
 * </Table>
 */
export function Table({ className, scrollLabel, ...props }: TableProps) {
  const { containerRef, scrollable, captionId } = useScrollRegion()
  // Only a scrolling container is a region: named by scrollLabel or the caption, and focusable so
  // the arrow keys scroll it. A table that fits adds no tab stop and no landmark.
  const scrollRegion = scrollable
    ? {
        tabIndex: 0,
        role: scrollLabel !== undefined || captionId !== undefined ? 'region' : undefined,
        'aria-label': scrollLabel,
        'aria-labelledby': scrollLabel === undefined ? captionId : undefined,
      }
    : undefined
  return (
    <div
      ref={containerRef}
      data-slot="table-container"
      data-state={scrollable ? 'scrollable' : undefined}
      className="relative w-full overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      {...scrollRegion}
    >
      <table
        data-slot="table"
        className={cn('w-full caption-bottom border-collapse text-sm', className)}
        {...props}
      />
    </div>
  )
}

export type TableHeaderProps = ComponentProps<'thead'>

/**
 * The header rows of the table.
 *
 * @example
 * <TableHeader><TableRow><TableHead>Name</TableHead></TableRow></TableHeader>
 */
export function TableHeader({ className, ...props }: TableHeaderProps) {
  return (
    <thead
      data-slot="table-header"
      className={cn('bg-muted [&_tr]:border-b', className)}
      {...props}
    />
  )
}

export type TableBodyProps = ComponentProps<'tbody'>

/**
 * The body rows of the table.
 *
 * @example
 * <TableBody><TableRow><TableCell>Ravi Kumar</TableCell></TableRow></TableBody>
 */
export function TableBody({ className, ...props }: TableBodyProps) {
  return (
    <tbody
      data-slot="table-body"
      className={cn('[&_tr:last-child]:border-0', className)}
      {...props}
    />
  )
}

export type TableRowProps = ComponentProps<'tr'>

/**
 * A row. Set `data-state="selected"` to highlight a selected row.
 *
 * @example
 * <TableRow><TableCell>Ravi Kumar</TableCell></TableRow>
 */
export function TableRow({ className, ...props }: TableRowProps) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b border-border transition-colors hover:bg-muted data-[state=selected]:bg-muted',
        className,
      )}
      {...props}
    />
  )
}

export type TableHeadProps = ComponentProps<'th'>

/**
 * A column header (`scope="col"`); pass `scope="row"` for a header cell that starts a body row.
 *
 * @example
 * <TableHead>Project Type</TableHead>
 */
export function TableHead({ className, scope = 'col', ...props }: TableHeadProps) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        'h-11 px-3 text-left align-middle font-semibold whitespace-nowrap text-foreground',
        className,
      )}
      {...props}
    />
  )
}

export type TableCellProps = ComponentProps<'td'>

/**
 * A data cell.
 *
 * @example
 * <TableCell>Patna</TableCell>
 */
export function TableCell({ className, ...props }: TableCellProps) {
  return (
    <td data-slot="table-cell" className={cn('px-3 py-3 align-middle', className)} {...props} />
  )
}

export type TableCaptionProps = ComponentProps<'caption'>

/**
 * What the table lists, read by screen readers as its name, shown under it. It also names the
 * scroll container when the table scrolls.
 *
 * @example
 * <TableCaption>Contact form submissions</TableCaption>
 */
export function TableCaption({ className, id, ...props }: TableCaptionProps) {
  const generatedId = useId()
  return (
    <caption
      data-slot="table-caption"
      id={id ?? generatedId}
      className={cn('mt-4 text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}
