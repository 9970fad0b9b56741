import { cn } from '@nirman/ui'
import type { ReactNode } from 'react'

export interface ResultItem {
  label: string
  value: ReactNode
  /** The headline figure, shown larger. */
  emphasis?: boolean
}

/** Label/value pairs of a result, as a description list. */
export function ResultList({
  items,
  className,
}: {
  items: readonly ResultItem[]
  className?: string
}) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-3 sm:grid-cols-2', className)}>
      {items.map((item) => (
        <div
          key={item.label}
          className={cn(
            'flex flex-col rounded-md bg-background p-3',
            item.emphasis && 'border-2 border-primary sm:col-span-2',
          )}
        >
          <dt className="text-muted-foreground text-sm">{item.label}</dt>
          <dd className={cn('font-semibold', item.emphasis ? 'text-2xl text-primary' : 'text-lg')}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Numbers for people: "1,234.5" in Indian grouping, at most `digits` decimals. */
export function formatNumber(value: number, digits = 2): string {
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits }).format(value)
}
