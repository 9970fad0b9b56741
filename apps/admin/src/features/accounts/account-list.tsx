import {
  type AccountChangeAnswer,
  type AccountWithPassword,
  type StaffAccount,
  staffRoleLabels,
} from '@nirman/contract'
import { Badge, Button, toast } from '@nirman/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminKeys, resetPassword, updateAccount } from '../../api/queries'
import { accountCopy, deskCopy, refusalCopy } from '../../content'
import { toastRefusal } from '../forms/refusal-toast'
import { formatDateTime } from '../lead-list/lead-format'
import { AccountEmail } from './account-email'

const refused = (error: unknown) =>
  toastRefusal(error, { title: refusalCopy.failedTitle, fallback: deskCopy.failedDescription })

/**
 * The toast of an account disabled or enabled; a disabled one's open leads that the sales desk's
 * rules gave to others are counted in it ("Sunita Devi’s 3 open leads went to others…").
 */
export function accountChangeToast(answer: AccountChangeAnswer): {
  title: string
  description: string
} {
  if (!answer.disabled) return accountCopy.enableDone
  const moved = answer.reassignedLeads ?? 0
  if (moved <= 0) return accountCopy.disableDone
  return {
    ...accountCopy.disableDone,
    description: `${accountCopy.disableDone.description} ${accountCopy.reassignedLeads(answer.name, moved)}`,
  }
}

/**
 * Every account, with its e-mail to change, Disable (or Enable) and Reset password. One mutation
 * of each for the list: the row being changed is told by the mutation's variables.
 */
export function AccountList({
  accounts,
  selfId,
  onPasswordReset,
}: {
  accounts: readonly StaffAccount[]
  selfId: number | undefined
  onPasswordReset: (reset: AccountWithPassword) => void
}) {
  const queryClient = useQueryClient()
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: adminKeys.accounts() })
    await queryClient.invalidateQueries({ queryKey: adminKeys.staff() })
  }
  const toggle = useMutation({
    mutationFn: (account: StaffAccount) =>
      updateAccount(account.id, { disabled: !account.disabled }),
    onSuccess: async (answer) => {
      toast(accountChangeToast(answer))
      await refresh()
      // Leads moved to others: the lists and details show their new assignees.
      if (answer.reassignedLeads) {
        await queryClient.invalidateQueries({ queryKey: adminKeys.leads() })
      }
    },
    onError: refused,
  })
  const reset = useMutation({
    mutationFn: (account: StaffAccount) => resetPassword(account.id),
    onSuccess: onPasswordReset,
    onError: refused,
  })

  return (
    <ul aria-label={accountCopy.accountsTitle} className="grid gap-2">
      {accounts.map((account) => {
        const headingId = `account-${account.id}`
        const self = account.id === selfId
        return (
          <li
            key={account.id}
            aria-labelledby={headingId}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border bg-background p-3"
          >
            <div className="grid min-w-0 flex-1 basis-64 gap-1">
              <h3 id={headingId} className="font-semibold break-words">
                {account.name}{' '}
                {self ? <span className="text-muted-foreground">{accountCopy.you}</span> : null}
              </h3>
              <p className="text-sm break-all text-muted-foreground">{account.username}</p>
              <AccountEmail account={account} />
              <div className="flex flex-wrap gap-1">
                <Badge variant="secondary">{staffRoleLabels[account.role]}</Badge>
                <Badge variant={account.disabled ? 'destructive' : 'success'}>
                  {account.disabled ? accountCopy.disabled : accountCopy.active}
                </Badge>
              </div>
              <p className="text-xs text-muted-foreground">
                {account.lastLoginAt
                  ? accountCopy.lastLogin(formatDateTime(account.lastLoginAt))
                  : accountCopy.neverSignedIn}
              </p>
            </div>
            {self ? null : (
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${account.disabled ? accountCopy.enable : accountCopy.disable} ${account.name}`}
                  loading={toggle.isPending && toggle.variables.id === account.id}
                  loadingLabel={deskCopy.saving}
                  onClick={() => toggle.mutate(account)}
                >
                  {account.disabled ? accountCopy.enable : accountCopy.disable}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${accountCopy.resetPassword} ${account.name}`}
                  loading={reset.isPending && reset.variables.id === account.id}
                  loadingLabel={deskCopy.saving}
                  onClick={() => reset.mutate(account)}
                >
                  {accountCopy.resetPassword}
                </Button>
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
