import { accountLimits, type StaffAccount, updateAccountSchema } from '@nirman/contract'
import {
  Button,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  toast,
} from '@nirman/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { adminKeys, updateAccount } from '../../api/queries'
import { accountCopy, deskCopy } from '../../content'
import { fieldErrorsOf } from '../forms/refusal'
import { useSaveForm } from '../forms/use-save-form'

type EmailValues = { email: string }

/**
 * An account's e-mail (where its morning list and, for an owner, the alerts about leads waiting too
 * long go), with "Change e-mail": an address, or nothing to send none. A refused address is said
 * beside the field and stays as typed. Owners change their own too: the alerts are theirs.
 */
export function AccountEmail({ account }: { account: StaffAccount }) {
  const [editing, setEditing] = useState(false)
  // Closing the form gives the focus back to the button that opened it.
  const changeButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)
  useEffect(() => {
    if (!editing && wasEditing.current) changeButton.current?.focus()
    wasEditing.current = editing
  }, [editing])
  return (
    <div className="grid gap-2">
      <p className="text-sm break-all">
        {account.email ? (
          account.email
        ) : (
          <span className="text-muted-foreground">{accountCopy.noEmail}</span>
        )}
      </p>
      {editing ? (
        <AccountEmailForm account={account} onDone={() => setEditing(false)} />
      ) : (
        <div>
          <Button
            ref={changeButton}
            size="sm"
            variant="outline"
            aria-label={accountCopy.changeEmailLabel(account.name)}
            onClick={() => setEditing(true)}
          >
            {accountCopy.changeEmail}
          </Button>
        </div>
      )}
    </div>
  )
}

function AccountEmailForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const queryClient = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  const saved = useMemo<EmailValues>(() => ({ email: account.email }), [account.email])
  const form = useSaveForm({
    saved,
    check: (values: EmailValues) => {
      const parsed = updateAccountSchema.safeParse(values)
      return parsed.success
        ? ({ ok: true, body: parsed.data } as const)
        : ({ ok: false, errors: fieldErrorsOf(parsed.error.issues) } as const)
    },
    send: (body) => updateAccount(account.id, body),
    valuesOf: (answer) => ({ email: answer.email }),
    onSaved: async (answer) => {
      toast(accountCopy.emailSaved(answer.email))
      onDone()
      await queryClient.invalidateQueries({ queryKey: adminKeys.accounts() })
    },
    fallback: deskCopy.failedDescription,
  })
  // A refusal naming no field (the account gone, a fault) is said under it.
  const refused = form.refusal && !form.errors.email ? form.refusal.message : undefined

  return (
    <form ref={form.formRef} className="grid gap-2" onSubmit={form.submit} noValidate>
      <FormField name="email" error={form.errors.email}>
        <FormLabel>{accountCopy.emailOf(account.name)}</FormLabel>
        <FormControl>
          <Input
            ref={input}
            type="email"
            value={form.values.email}
            maxLength={accountLimits.email}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => form.set('email', event.target.value)}
          />
        </FormControl>
        <FormDescription>{accountCopy.emailHint}</FormDescription>
        <FormError />
      </FormField>
      {refused ? (
        <p role="alert" className="text-sm text-destructive">
          {refused}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={form.saving} loadingLabel={deskCopy.saving}>
          {accountCopy.saveEmail}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {accountCopy.cancel}
        </Button>
      </div>
    </form>
  )
}
