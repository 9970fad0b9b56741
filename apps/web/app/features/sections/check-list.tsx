import { cn } from '@nirman/ui'
import { CircleCheck } from 'lucide-react'

export interface CheckListProps {
  items: readonly string[]
  className?: string
}

/** A list whose items each start with a tick: features, benefits, what you get. */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
