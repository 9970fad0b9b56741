import { ArrowRight, BookOpen } from 'lucide-react'
import type { Guide } from '../../content/guides'
import { paths } from '../../content/site-map'
import { Link } from '../../i18n/link'

/** The practical guides as a list of links, each with its one-line summary. */
export function GuideLinks({ guides }: { guides: readonly Guide[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {guides.map((guide) => (
        <li key={guide.id} className="flex">
          <Link
            to={paths.guide(guide.id)}
            className="group flex w-full gap-4 rounded-xl border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
              <BookOpen aria-hidden="true" className="size-5" />
            </span>
            <span className="flex flex-col gap-1">
              <span className="inline-flex items-center gap-1 font-semibold text-foreground group-hover:text-primary">
                {guide.title}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-1"
                />
              </span>
              <span className="text-muted-foreground text-sm">{guide.summary}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
