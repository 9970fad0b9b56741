import { cn } from '@nirman/ui'
import { useId } from 'react'
import type { Stat } from '../../content/home'

export interface StatsBandProps {
  /** Read by screen readers only: the numbers speak for themselves on screen. */
  title: string
  stats: readonly Stat[]
  className?: string
}

/** Big numbers with their labels ("150+ Projects Completed"), as a description list. */
export function StatsBand({ title, stats, className }: StatsBandProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={cn('bg-brand-900 px-4 py-10', className)}>
      <h2 id={headingId} className="sr-only">
        {title}
      </h2>
      <StatList stats={stats} />
    </section>
  )
}

/** The numbers alone, for a section that has its own heading (the about page's achievements). */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl
      className={cn(
        'mx-auto grid max-w-7xl grid-cols-2 gap-6 text-center',
        stats.length === 5 ? 'md:grid-cols-5' : 'md:grid-cols-4',
      )}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1">
          <dt className="text-brand-100 text-sm sm:text-base">{stat.label}</dt>
          <dd className="font-extrabold text-4xl text-amber-400 sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
