import {
  type AccountWithPassword,
  accountLimits,
  createAccountSchema,
  type StaffRole,
  staffRoleLabels,
  staffRoles,
} from '@nirman/contract'
import {
  Button,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  Select,
} from '@nirman/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { isUnauthorized } from '../../api/client'
import { adminKeys, createAccount } from '../../api/queries'
import { accountCopy, deskCopy } from '../../content'
import { refusalOf } from '../forms/refusal'

type Field = 'name' | 'username' | 'email' | 'form'
const fields: readonly Field[] = ['name', 'username', 'email']
const isField = (value: PropertyKey | undefined): value is Field =>
  fields.some((field) => field === value)
const isStaffRole = (value: string): value is StaffRole => staffRoles.some((role) => role === value)

/**
 * The owner adds a member of staff: name, username, role and (optional) the e-mail the account's
 * messages go to; the server makes the password.
 */
export function AddAccountForm({ onAdded }: { onAdded: (added: AccountWithPassword) => void }) {
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [username, setUsername] = useState('')
  const [role, setRole] = useState<StaffRole>('staff')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const add = useMutation({
    mutationFn: createAccount,
    onSuccess: async (added) => {
      setName('')
      setUsername('')
      setRole('staff')
      setEmail('')
      onAdded(added)
      await queryClient.invalidateQueries({ queryKey: adminKeys.accounts() })
      await queryClient.invalidateQueries({ queryKey: adminKeys.staff() })
    },
    onError: (error) => {
      if (isUnauthorized(error)) return
      const { message, fields: refused } = refusalOf(error, deskCopy.failedDescription)
      const beside = Object.fromEntries(Object.entries(refused).filter(([field]) => isField(field)))
      // A refused field says so beside itself; a taken username (409) is the username's fault;
      // anything else is the form's.
      setErrors(
        Object.keys(beside).length > 0
          ? beside
          : /username/i.test(message)
            ? { username: message }
            : { form: message },
      )
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const body = createAccountSchema.safeParse({ name, username, role, email })
    if (!body.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of body.error.issues) {
        const field = issue.path[0]
        if (isField(field) && !found[field]) found[field] = issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    add.mutate(body.data)
  }

  return (
    <form
      className="grid gap-3 sm:grid-cols-2 sm:items-start lg:grid-cols-[1fr_1fr_1.5fr_10rem_auto]"
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
      <FormField name="email" error={errors.email}>
        <FormLabel>{accountCopy.email}</FormLabel>
        <FormControl>
          <Input
            type="email"
            value={email}
            maxLength={accountLimits.email}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormControl>
        <FormDescription>{accountCopy.emailHint}</FormDescription>
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
      <div className="lg:pt-7">
        <Button type="submit" loading={add.isPending} loadingLabel={deskCopy.saving}>
          {accountCopy.add}
        </Button>
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2 lg:col-span-5">
          {errors.form}
        </p>
      ) : null}
    </form>
  )
}
