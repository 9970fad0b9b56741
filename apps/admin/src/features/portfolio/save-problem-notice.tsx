import { Button, Notice, NoticeDescription, NoticeTitle } from '@nirman/ui'
import { RotateCcw } from 'lucide-react'
import { portfolioCopy } from '../../portfolio-content'
import type { SaveProblem } from './save-problem'

/**
 * Why a save was refused, under its form. A stale update (409) says someone else changed the
 * record first and offers to reload it; the form keeps what was typed. Refused fields show
 * beside themselves; a refusal naming no field of the form shows here.
 */
export function SaveProblemNotice({
  problem,
  shownFields,
  reloadLabel,
  onReload,
}: {
  problem: SaveProblem | null
  /** The fields the form shows errors beside. */
  shownFields: readonly string[]
  reloadLabel: string
  onReload?: () => void
}) {
  if (!problem) return null
  const besideFields = Object.keys(problem.fields).some((field) => shownFields.includes(field))
  if (problem.kind === 'invalid' && besideFields) {
    return (
      <Notice variant="destructive">
        <NoticeDescription>{portfolioCopy.invalidTitle}</NoticeDescription>
      </Notice>
    )
  }
  return (
    <Notice variant="destructive">
      <NoticeTitle>
        {problem.kind === 'conflict' ? portfolioCopy.conflictTitle : portfolioCopy.failedTitle}
      </NoticeTitle>
      <NoticeDescription className="grid gap-2">
        <span>{problem.message}</span>
        {problem.kind === 'conflict' && onReload ? (
          <>
            <span>{portfolioCopy.reloadHint}</span>
            <span>
              <Button type="button" size="sm" variant="outline" onClick={onReload}>
                <RotateCcw aria-hidden />
                {reloadLabel}
              </Button>
            </span>
          </>
        ) : null}
      </NoticeDescription>
    </Notice>
  )
}
