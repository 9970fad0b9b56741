import { Button, Notice, NoticeDescription, NoticeTitle } from '@nirman/ui'
import { RotateCcw } from 'lucide-react'
import { deskCopy } from '../../content'
import type { ChangeProblem } from './use-lead-change'

/**
 * Why a change was not saved, under its form. A stale update offers to reload the request: the
 * form keeps what was typed, so the change can be made again on the new version.
 */
export function ChangeProblemNotice({
  problem,
  onReload,
}: {
  problem: ChangeProblem | null
  onReload: () => void
}) {
  if (!problem || problem.kind === 'invalid') return null
  return (
    <Notice variant="destructive">
      <NoticeTitle>
        {problem.kind === 'conflict' ? deskCopy.conflictTitle : deskCopy.failedTitle}
      </NoticeTitle>
      <NoticeDescription className="grid gap-2">
        <span>{problem.message}</span>
        {problem.kind === 'conflict' ? (
          <span>
            <Button size="sm" variant="outline" onClick={onReload}>
              <RotateCcw aria-hidden />
              {deskCopy.reloadRequest}
            </Button>
          </span>
        ) : null}
      </NoticeDescription>
    </Notice>
  )
}
