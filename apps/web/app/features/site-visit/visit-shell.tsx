import { Button, Spinner } from '@nirman/ui'
import { CalendarX, RotateCw } from 'lucide-react'
import type { ReactNode } from 'react'
import type { visitShellCopy } from '../../content/site-visit'
import { type Lang, pathIn } from '../../i18n/lang'
import { Link } from '../../i18n/link'

// What a visit's page says before its visit is here, and when its link opens nothing (unknown, or
// replaced by a move's newer link) or the API cannot be reached. The prerendered page (the "shell"
// the API sends for every /site-visit/<token>, one per language) is the first of these.

type ShellCopy = typeof visitShellCopy

function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
      {children}
    </div>
  )
}

/** While the visit is on its way. */
export function VisitOpening({ copy, title }: { copy: ShellCopy; title: string }) {
  return (
    <ShellFrame>
      <h1 className="font-bold text-2xl">{title}</h1>
      <div role="status" className="flex flex-col items-center gap-3 text-muted-foreground">
        <Spinner className="text-3xl text-primary" />
        <p>{copy.opening}</p>
      </div>
      <noscript>
        <p className="font-medium">{copy.noScript}</p>
      </noscript>
    </ShellFrame>
  )
}

/** A link that opens nothing: its title, why, and the way to book afresh. */
export function VisitNotOpened({
  lang,
  copy,
  title,
  text,
}: {
  lang: Lang
  copy: ShellCopy
  title: string
  text: string
}) {
  return (
    <ShellFrame>
      <CalendarX aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="font-bold text-2xl">{title}</h1>
      <p>{text}</p>
      <Button asChild variant="outline" className="h-auto min-h-11 whitespace-normal">
        <Link to={pathIn(lang, '/site-visit')}>{copy.book}</Link>
      </Button>
    </ShellFrame>
  )
}

/** The API out of reach: say so, with a way to try again. */
export function VisitNotReached({
  copy,
  onRetry,
  retrying,
}: {
  copy: ShellCopy
  onRetry: () => void
  retrying: boolean
}) {
  return (
    <ShellFrame>
      <p role="alert">{copy.notReached}</p>
      <Button onClick={onRetry} loading={retrying} className="h-auto min-h-11">
        <RotateCw aria-hidden="true" />
        {copy.tryAgain}
      </Button>
    </ShellFrame>
  )
}
