import { formatINR } from '@nirman/calc-engine'
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

// Figures reach a calculator's texts (its *-text.ts and their Hindi) already written out, in the
// Indian grouping of both languages: the texts only place them. So the Hindi texts, fetched on
// their own, share no code with the calculators' chunks (an English page's chunks stay as they
// were), and every figure is written by one formatter.

/** A figure as the page shows it, with its value (for the plural of a word, for words of money). */
export interface Figure {
  readonly value: number
  /** '1,408', '6.2', '₹25,35,000'. */
  readonly text: string
}

/** A number with Indian grouping and at most `digits` decimals: figure(1408.3, 0).text is '1,408'. */
export const figure = (value: number, digits = 2): Figure => ({
  value,
  text: formatNumber(value, digits),
})

/** Rupees: rupeesFigure(2_535_000).text is '₹25,35,000'. */
export const rupeesFigure = (value: number, fractionDigits = 0): Figure => ({
  value,
  text: formatINR(value, { fractionDigits }),
})
