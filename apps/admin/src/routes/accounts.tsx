import type { AccountWithPassword } from '@nirman/contract'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Notice,
  NoticeDescription,
  Spinner,
} from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { accountsQuery, currentUserQuery } from '../api/queries'
import { accountCopy } from '../content'
import { AccountList } from '../features/accounts/account-list'
import { AddAccountForm } from '../features/accounts/add-account-form'
import { ShownOncePassword } from '../features/accounts/shown-once-password'
import { OwnerOnly } from './owner-only'

/** `/admin/accounts`: the owner adds staff, disables accounts and resets passwords. */
export function AccountsPage() {
  return (
    <OwnerOnly>
      <Accounts />
    </OwnerOnly>
  )
}

function Accounts() {
  const accounts = useQuery(accountsQuery)
  const user = useQuery(currentUserQuery)
  const [shown, setShown] = useState<{ title: string; password: string } | null>(null)
  const show = (title: string) => (result: AccountWithPassword) =>
    setShown({ title, password: result.initialPassword })

  return (
    <div className="grid gap-4">
      {shown ? (
        <ShownOncePassword
          title={shown.title}
          password={shown.password}
          onDone={() => setShown(null)}
        />
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">{accountCopy.addTitle}</CardTitle>
          <CardDescription>{accountCopy.accountsDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <AddAccountForm
            onAdded={(added) => show(accountCopy.added(added.account.username))(added)}
          />
        </CardContent>
      </Card>
      {accounts.isError ? (
        <Notice variant="destructive">
          <NoticeDescription>{accountCopy.accountsLoadError}</NoticeDescription>
        </Notice>
      ) : null}
      {accounts.isPending ? <Spinner label={accountCopy.loading} className="text-2xl" /> : null}
      {accounts.data ? (
        <AccountList
          accounts={accounts.data}
          selfId={user.data?.id}
          onPasswordReset={(reset) =>
            show(accountCopy.resetPasswordShown(reset.account.username))(reset)
          }
        />
      ) : null}
    </div>
  )
}
