import { Button, Notice, NoticeDescription } from '@nirman/ui'
import { RotateCw } from 'lucide-react'
import type { Ref } from 'react'
import type { FormRefusals } from './quotation-messages'

export interface RefusalNoticeProps {
  ref?: Ref<HTMLDivElement>
  notice: NonNullable<FormRefusals['notice']>
  /** Loads the quotation again (a newer revision was sent, or it was answered elsewhere). */
  onReload: () => void
  reloadLabel: string
}

/** A refusal about no field, above the form: an alert, with a way to reload when that helps. */
export function RefusalNotice({ ref, notice, onReload, reloadLabel }: RefusalNoticeProps) {
  return (
    <Notice
      ref={ref}
      variant="destructive"
      tabIndex={-1}
      className="outline-none focus-visible:outline-2 focus-visible:outline-ring"
    >
      <NoticeDescription className="space-y-3">
        <span className="block">{notice.text}</span>
        {notice.reload ? (
          <Button
            variant="outline"
            size="sm"
            className="h-auto min-h-9 whitespace-normal"
            onClick={onReload}
          >
            <RotateCw aria-hidden="true" />
            {reloadLabel}
          </Button>
        ) : null}
      </NoticeDescription>
    </Notice>
  )
}
