import { changePasswordSchema } from '@nirman/contract'
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormControl,
  FormError,
  FormField,
  FormLabel,
  Input,
  toast,
} from '@nirman/ui'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { isUnauthorized } from '../api/client'
import { changeOwnPassword } from '../api/queries'
import { accountCopy, deskCopy } from '../content'
import { fieldErrorsOf, refusalOf } from '../features/forms/refusal'

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword' | 'form'

/** `/admin/password`: everyone changes their own password, the current one required. */
export function PasswordPage() {
  const [currentPassword, setCurrent] = useState('')
  const [newPassword, setNew] = useState('')
  const [confirmPassword, setConfirm] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const change = useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => {
      setCurrent('')
      setNew('')
      setConfirm('')
      toast(accountCopy.passwordChanged)
    },
    onError: (error) => {
      if (isUnauthorized(error)) return
      // Only a refused password is the server's to word; any other failure reads the same.
      const { kind, message } = refusalOf(error, deskCopy.failedDescription, [400])
      if (kind === 'invalid') {
        setErrors(
          /current/i.test(message) ? { currentPassword: message } : { newPassword: message },
        )
        return
      }
      setErrors({ form: message })
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const body = changePasswordSchema.safeParse({ currentPassword, newPassword })
    // The schema's first message for each of the two passwords it checks.
    const found: Partial<Record<Field, string>> = body.success
      ? {}
      : fieldErrorsOf(body.error.issues)
    if (newPassword !== confirmPassword) found.confirmPassword = accountCopy.passwordsDiffer
    setErrors(found)
    if (body.success && Object.keys(found).length === 0) change.mutate(body.data)
  }

  return (
    <Card className="mx-auto max-w-md">
      <CardHeader>
        <CardTitle as="h2">{accountCopy.passwordTitle}</CardTitle>
        <CardDescription>{accountCopy.passwordDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <PasswordField
            name="currentPassword"
            label={accountCopy.currentPassword}
            autoComplete="current-password"
            value={currentPassword}
            onChange={setCurrent}
            error={errors.currentPassword}
          />
          <PasswordField
            name="newPassword"
            label={accountCopy.newPassword}
            autoComplete="new-password"
            value={newPassword}
            onChange={setNew}
            error={errors.newPassword}
          />
          <PasswordField
            name="confirmPassword"
            label={accountCopy.confirmPassword}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={setConfirm}
            error={errors.confirmPassword}
          />
          {errors.form ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          ) : null}
          <Button type="submit" loading={change.isPending} loadingLabel={deskCopy.saving}>
            {accountCopy.changePassword}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

/** One of the page's three password fields: required, labelled, its message below it. */
function PasswordField({
  name,
  label,
  autoComplete,
  value,
  onChange,
  error,
}: {
  name: Exclude<Field, 'form'>
  label: string
  autoComplete: 'current-password' | 'new-password'
  value: string
  onChange: (value: string) => void
  error: string | undefined
}) {
  return (
    <FormField name={name} required error={error}>
      <FormLabel>{label}</FormLabel>
      <FormControl>
        <Input
          type="password"
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </FormControl>
      <FormError />
    </FormField>
  )
}
