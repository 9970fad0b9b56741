import type { ComponentProps } from 'react'
import { controlClasses } from '../input/control-classes'
import { cn } from '../lib/cn'

export type TextareaProps = ComponentProps<'textarea'>

/**
 * A multi-line text field, full width, resizable in height only so it never breaks the layout.
 * Shows the invalid state when `aria-invalid="true"`.
 *
 * @example
 * <Label htmlFor="message">Message</Label>
 * <Textarea id="message" rows={5} />
 */
export function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClasses, 'min-h-28 resize-y py-2.5', className)}
      {...props}
    />
  )
}
