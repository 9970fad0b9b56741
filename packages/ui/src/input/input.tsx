import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { controlClasses } from './control-classes'

export type InputProps = ComponentProps<'input'>

/**
 * A single-line text field, 44 px high and full width. Shows the invalid state when
 * `aria-invalid="true"` (FormControl sets it when its FormField has an error).
 *
 * @example
 * <Label htmlFor="city" required>City</Label>
 * <Input id="city" autoComplete="address-level2" required />
 */
export function Input({ className, type, ...props }: InputProps) {
  return (
    <input
      data-slot="input"
      type={type ?? 'text'}
      className={cn(
        controlClasses,
        'h-11 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  )
}
