import { type ReactNode, useId } from 'react'

/** A part of a project page's main column, named by its `<h2>`. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 font-bold text-2xl tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  )
}
