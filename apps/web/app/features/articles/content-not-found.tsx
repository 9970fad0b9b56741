import { Button } from '@nirman/ui'
import { ArrowLeft, SearchX } from 'lucide-react'
import { Link } from '../../i18n/link'

export interface ContentNotFoundProps {
  title: string
  text: string
  back: { label: string; to: string }
}

/** An address under /resources that names no article or guide: say so, and offer the way back. */
export function ContentNotFound({ title, text, back }: ContentNotFoundProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <SearchX aria-hidden="true" className="size-14 text-primary" />
      <h1 className="font-bold text-3xl">{title}</h1>
      <p className="text-lg text-muted-foreground">{text}</p>
      <Button asChild>
        <Link to={back.to}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
    </div>
  )
}
