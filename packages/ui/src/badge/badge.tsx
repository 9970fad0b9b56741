import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { Slot } from '../lib/slot'

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border border-transparent px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:pointer-events-none [&_svg]:size-3 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground [a&]:hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground [a&]:hover:bg-secondary-hover',
        accent: 'bg-accent text-accent-foreground [a&]:hover:bg-accent-hover',
        success: 'bg-success text-success-foreground',
        outline: 'border-border bg-background text-foreground [a&]:hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground [a&]:hover:bg-destructive-hover',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export type BadgeProps = ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Renders the child element (a link, say) with the badge's styles instead of a <span>. */
    asChild?: boolean
  }

/**
 * A short status or category label: "New" and "Processed" in the submissions table, a project's
 * type on its card. The colour repeats the text, it never replaces it.
 *
 * @example
 * <Badge variant={submission.isProcessed ? 'success' : 'accent'}>
 *   {submission.isProcessed ? 'Processed' : 'New'}
 * </Badge>
 */
export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Component = asChild ? Slot : 'span'
  return (
    <Component data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  )
}
