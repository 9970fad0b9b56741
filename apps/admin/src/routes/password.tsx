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
import { ApiRequestError, isUnauthorized } from '../api/client'
import { changeOwnPassword } from '../api/queries'
import { accountCopy, deskCopy } from '../content'
import { StaffShell } from '../features/layout/staff-shell'

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
      if (error instanceof ApiRequestError && error.status === 400) {
        const message = error.serverMessage ?? deskCopy.failedDescription
        setErrors(
          /current/i.test(message) ? { currentPassword: message } : { newPassword: message },
        )
        return
      }
      setErrors({ form: deskCopy.failedDescription })
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const body = changePasswordSchema.safeParse({ currentPassword, newPassword })
    const found: Partial<Record<Field, string>> = {}
    if (!body.success) {
      for (const issue of body.error.issues) {
        const field = issue.path[0]
        if ((field === 'currentPassword' || field === 'newPassword') && !found[field]) {
          found[field] = issue.message
        }
      }
    }
    if (newPassword !== confirmPassword) found.confirmPassword = accountCopy.passwordsDiffer
    setErrors(found)
    if (body.success && Object.keys(found).length === 0) change.mutate(body.data)
  }

  return (
    <StaffShell title={accountCopy.passwordTitle}>
      <Card className="mx-auto max-w-md">
        <CardHeader>
          <CardTitle as="h2">{accountCopy.passwordTitle}</CardTitle>
          <CardDescription>{accountCopy.passwordDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            <FormField name="currentPassword" required error={errors.currentPassword}>
              <FormLabel>{accountCopy.currentPassword}</FormLabel>
              <FormControl>
                <Input
                  type="password"
                  autoComplete="current-password"
                  value={currentPassword}
                  onChange={(event) => setCurrent(event.target.value)}
                />
              </FormControl>
              <FormError />
            </FormField>
            <FormField name="newPassword" required error={errors.newPassword}>
              <FormLabel>{accountCopy.newPassword}</FormLabel>
              <FormControl>
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={newPassword}
                  onChange={(event) => setNew(event.target.value)}
                />
              </FormControl>
              <FormError />
            </FormField>
            <FormField name="confirmPassword" required error={errors.confirmPassword}>
              <FormLabel>{accountCopy.confirmPassword}</FormLabel>
              <FormControl>
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={confirmPassword}
                  onChange={(event) => setConfirm(event.target.value)}
                />
              </FormControl>
              <FormError />
            </FormField>
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
    </StaffShell>
  )
}
