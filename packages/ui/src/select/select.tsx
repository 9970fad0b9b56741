import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { controlClasses } from '../input/control-classes'
import { cn } from '../lib/cn'

export type SelectProps = ComponentProps<'select'>

/**
 * A styled native `<select>`: 44 px high, full width, with a chevron. Native, so the phone's own
 * picker opens on touch and keyboard and screen reader support come from the browser. Pass
 * `<option>` children; an empty-valued first option works as the placeholder. Shows the invalid
 * state when `aria-invalid="true"`. `className` styles the `<select>` itself.
 *
 * @example
 * <Label htmlFor="facing" required>Land Facing</Label>
 * <Select id="facing" defaultValue="" required>
 *   <option value="" disabled>Select direction</option>
 *   <option>North</option>
 *   <option>North-East</option>
 * </Select>
 */
export function Select({ className, children, ...props }: SelectProps) {
  return (
    <div data-slot="select-wrapper" className="relative w-full">
      <select
        data-slot="select"
        className={cn(controlClasses, 'h-11 cursor-pointer appearance-none py-2 pr-10', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        data-slot="select-icon"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  )
}
