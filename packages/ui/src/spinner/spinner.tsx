import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export interface SpinnerProps extends ComponentProps<'span'> {
  /**
   * What is loading, read to screen readers ("Loading projects"). Leave it out when the spinner
   * sits inside something that already says so (a button reading "Sending..."): it is then hidden
   * from assistive technology.
   */
  label?: string
}

/** A spinning ring that shows work in progress. */
export function Spinner({ label, className, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex items-center gap-2', className)}
      {...props}
    >
      <span className="size-[1em] animate-spin rounded-full border-2 border-current border-r-transparent" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  )
}
