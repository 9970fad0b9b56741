import type { ReactNode } from 'react'
import { useTrackerText } from './tracker-texts'

/** The parts of a client's project page, in order: each a section with its `<h2>`. */
export const trackerSectionIds = [
  'overview',
  'updates',
  'stages',
  'payments',
  'documents',
  'questions',
] as const
export type TrackerSectionId = (typeof trackerSectionIds)[number]

/**
 * One part of a client's project page, `#tracker-<id>`, named by its heading (the page's outline:
 * the project's title as h1, each part h2, what is inside h3). The site's `[id]` scroll margin
 * keeps its heading clear of the sticky header when the page's menu jumps to it.
 */
export function TrackerSection({ id, children }: { id: TrackerSectionId; children: ReactNode }) {
  const copy = useTrackerText()
  return (
    <section id={`tracker-${id}`} aria-labelledby={`tracker-${id}-title`} className="mt-12">
      <h2 id={`tracker-${id}-title`} className="mb-5 font-bold text-2xl tracking-tight">
        {copy.sections[id]}
      </h2>
      {children}
    </section>
  )
}
