import type { AccountWithPassword } from '@nirman/contract'
import { Button, Notice, NoticeDescription, NoticeTitle } from '@nirman/ui'
import { useState } from 'react'
import { accountCopy } from '../../content'

/** A password the server made, shown until the owner says it is noted. */
export interface ShownPassword {
  /** Whose it is: one password per account (a reset replaces the one shown before). */
  accountId: number
  username: string
  /** "Account amit added", "New password for amit (shown once)". */
  title: string
  password: string
}

/**
 * The passwords made by the server in this visit (new accounts', reset ones), newest first, each
 * kept until its own "Done": adding a second account while the first one's password is still
 * being given out must not hide it (issue 27). A new password of the same account replaces its
 * old one, which no longer signs in.
 */
export function useShownPasswords() {
  const [shown, setShown] = useState<readonly ShownPassword[]>([])
  return {
    shown,
    show: (title: string, { account, initialPassword }: AccountWithPassword) =>
      setShown((before) => [
        { accountId: account.id, username: account.username, title, password: initialPassword },
        ...before.filter((password) => password.accountId !== account.id),
      ]),
    dismiss: (accountId: number) =>
      setShown((before) => before.filter((password) => password.accountId !== accountId)),
  }
}

/**
 * A password made by the server (a new account's, or a reset one), shown this once and named
 * after its account: the owner gives it to the member of staff, who changes it after signing in.
 */
export function ShownOncePassword({ shown, onDone }: { shown: ShownPassword; onDone: () => void }) {
  return (
    <Notice live>
      <NoticeTitle>{shown.title}</NoticeTitle>
      <NoticeDescription className="grid gap-2">
        <span className="text-sm">{accountCopy.initialPassword}</span>
        <output
          aria-label={accountCopy.initialPasswordOf(shown.username)}
          className="block rounded-md bg-muted px-3 py-2 font-mono text-base break-all select-all"
        >
          {shown.password}
        </output>
        <span>
          <Button
            size="sm"
            variant="outline"
            className="h-auto min-h-9 whitespace-normal py-1.5"
            onClick={onDone}
          >
            {accountCopy.dismissPassword(shown.username)}
          </Button>
        </span>
      </NoticeDescription>
    </Notice>
  )
}
