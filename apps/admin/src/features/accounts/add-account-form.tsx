import {
  type AccountWithPassword,
  accountLimits,
  createAccountSchema,
  type StaffRole,
  staffRoleLabels,
  staffRoles,
} from '@nirman/contract'
import { Button, FormControl, FormError, FormField, FormLabel, Input, Select } from '@nirman/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { isUnauthorized } from '../../api/client'
import { adminKeys, createAccount } from '../../api/queries'
import { accountCopy, deskCopy } from '../../content'
import { refusalOf } from '../forms/refusal'

type Field = 'name' | 'username' | 'form'
const isStaffRole = (value: string): value is StaffRole => staffRoles.some((role) => role === value)

/** The owner adds a member of staff: name, username and role; the server makes the password. */
export function AddAccountForm({ onAdded }: { onAdded: (added: AccountWithPassword) => void }) {
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [username, setUsername] = useState('')
  const [role, setRole] = useState<StaffRole>('staff')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const add = useMutation({
    mutationFn: createAccount,
    onSuccess: async (added) => {
      setName('')
      setUsername('')
      setRole('staff')
      onAdded(added)
      await queryClient.invalidateQueries({ queryKey: adminKeys.accounts() })
      await queryClient.invalidateQueries({ queryKey: adminKeys.staff() })
    },
    onError: (error) => {
      if (isUnauthorized(error)) return
      const { message } = refusalOf(error, deskCopy.failedDescription)
      // A taken username is the username's fault; anything else is the form's.
      setErrors(/username/i.test(message) ? { username: message } : { form: message })
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const body = createAccountSchema.safeParse({ name, username, role })
    if (!body.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of body.error.issues) {
        const field = issue.path[0]
        if ((field === 'name' || field === 'username') && !found[field])
          found[field] = issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    add.mutate(body.data)
  }

  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_1fr_10rem_auto] sm:items-start"
      onSubmit={onSubmit}
      noValidate
    >
      <FormField name="name" required error={errors.name}>
        <FormLabel>{accountCopy.name}</FormLabel>
        <FormControl>
          <Input
            value={name}
            maxLength={accountLimits.name}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        </FormControl>
        <FormError />
      </FormField>
      <FormField name="username" required error={errors.username}>
        <FormLabel>{accountCopy.username}</FormLabel>
        <FormControl>
          <Input
            value={username}
            maxLength={accountLimits.username}
            autoComplete="off"
            autoCapitalize="none"
            onChange={(event) => setUsername(event.target.value)}
          />
        </FormControl>
        <FormError />
      </FormField>
      <FormField name="role">
        <FormLabel>{accountCopy.role}</FormLabel>
        <FormControl>
          <Select
            value={role}
            onChange={(event) => {
              if (isStaffRole(event.target.value)) setRole(event.target.value)
            }}
          >
            {staffRoles.map((option) => (
              <option key={option} value={option}>
                {staffRoleLabels[option]}
              </option>
            ))}
          </Select>
        </FormControl>
      </FormField>
      <div className="sm:pt-7">
        <Button type="submit" loading={add.isPending} loadingLabel={deskCopy.saving}>
          {accountCopy.add}
        </Button>
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-4">
          {errors.form}
        </p>
      ) : null}
    </form>
  )
}
