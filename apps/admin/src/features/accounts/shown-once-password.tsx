import { Button, Notice, NoticeDescription, NoticeTitle } from '@nirman/ui'
import { accountCopy } from '../../content'

/**
 * A password made by the server (a new account's, or a reset one), shown this once: the owner
 * gives it to the member of staff, who changes it after signing in.
 */
export function ShownOncePassword({
  title,
  password,
  onDone,
}: {
  title: string
  password: string
  onDone: () => void
}) {
  return (
    <Notice live>
      <NoticeTitle>{title}</NoticeTitle>
      <NoticeDescription className="grid gap-2">
        <span className="text-sm">{accountCopy.initialPassword}</span>
        <output
          aria-label={accountCopy.initialPasswordValue}
          className="block rounded-md bg-muted px-3 py-2 font-mono text-base break-all select-all"
        >
          {password}
        </output>
        <span>
          <Button size="sm" variant="outline" onClick={onDone}>
            {accountCopy.dismissPassword}
          </Button>
        </span>
      </NoticeDescription>
    </Notice>
  )
}
