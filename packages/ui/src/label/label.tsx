import * as LabelPrimitive from '@radix-ui/react-label'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export type LabelProps = ComponentProps<typeof LabelPrimitive.Root> & {
  /**
   * Shows the required asterisk. The asterisk is hidden from screen readers: the control itself
   * says it is required (`required` or `aria-required`), so the name is read once, without "star".
   */
  required?: boolean
}

/**
 * The text label of a form control, on Radix's Label (a `<label>` that does not select its text
 * on double click). Clicking it focuses the control named by `htmlFor`.
 *
 * @example
 * <Label htmlFor="phone" required>Phone Number</Label>
 * <Input id="phone" type="tel" required />
 */
export function Label({ className, required = false, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'inline-flex items-center gap-1 text-sm leading-snug font-medium text-foreground select-none peer-disabled:cursor-not-allowed peer-disabled:text-muted-foreground',
        className,
      )}
      {...props}
    >
      {children}
      {required ? (
        <span data-slot="label-required" aria-hidden="true" className="text-destructive">
          *
        </span>
      ) : null}
    </LabelPrimitive.Root>
  )
}
