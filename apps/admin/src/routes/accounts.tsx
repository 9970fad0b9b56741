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
import { accountsQuery, currentUserQuery } from '../api/queries'
import { accountCopy } from '../content'
import { AccountList } from '../features/accounts/account-list'
import { AddAccountForm } from '../features/accounts/add-account-form'
import { ShownOncePassword, useShownPasswords } from '../features/accounts/shown-once-password'
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
  const passwords = useShownPasswords()

  return (
    <div className="grid gap-4">
      {passwords.shown.map((shown) => (
        <ShownOncePassword
          key={shown.accountId}
          shown={shown}
          onDone={() => passwords.dismiss(shown.accountId)}
        />
      ))}
      <Card>
        <CardHeader>
          <CardTitle as="h2">{accountCopy.addTitle}</CardTitle>
          <CardDescription>{accountCopy.accountsDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <AddAccountForm
            onAdded={(added) => passwords.show(accountCopy.added(added.account.username), added)}
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
            passwords.show(accountCopy.resetPasswordShown(reset.account.username), reset)
          }
        />
      ) : null}
    </div>
  )
}
