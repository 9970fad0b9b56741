import { Button, Notice, NoticeDescription, NoticeTitle } from '@nirman/ui'
import { RotateCcw } from 'lucide-react'
import { refusalCopy } from '../../content'
import type { Refusal } from './refusal'

/**
 * Why a save was refused, under its form. A stale update (409) says someone else changed the
 * record first and offers to reload it; the form keeps what was typed. A refused field shows its
 * message beside itself; a refusal naming no field of the form shows here.
 */
export function RefusalNotice({
  refusal,
  fieldsShown,
  reload,
}: {
  refusal: Refusal | null
  /**
   * The fields the form shows the server's messages beside: a refusal naming one of them is
   * only pointed at here. Without them, the form shows a refused field's message itself.
   */
  fieldsShown?: readonly string[]
  /** Offered on a stale update; `hint` adds that what was typed stays in the form. */
  reload?: { label: string; onReload: () => void; hint?: boolean }
}) {
  if (!refusal) return null
  if (refusal.kind === 'invalid') {
    if (!fieldsShown) return null
    if (Object.keys(refusal.fields).some((field) => fieldsShown.includes(field))) {
      return (
        <Notice variant="destructive">
          <NoticeDescription>{refusalCopy.checkFields}</NoticeDescription>
        </Notice>
      )
    }
  }
  return (
    <Notice variant="destructive">
      <NoticeTitle>
        {refusal.kind === 'conflict' ? refusalCopy.conflictTitle : refusalCopy.failedTitle}
      </NoticeTitle>
      <NoticeDescription className="grid gap-2">
        <span>{refusal.message}</span>
        {refusal.kind === 'conflict' && reload ? (
          <>
            {reload.hint ? <span>{refusalCopy.reloadHint}</span> : null}
            <span>
              <Button type="button" size="sm" variant="outline" onClick={reload.onReload}>
                <RotateCcw aria-hidden />
                {reload.label}
              </Button>
            </span>
          </>
        ) : null}
      </NoticeDescription>
    </Notice>
  )
}
