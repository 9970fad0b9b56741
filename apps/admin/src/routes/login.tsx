import { accountMessages, adminLoginSchema } from '@nirman/contract'
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormControl,
  FormField,
  FormLabel,
  Input,
  toast,
} from '@nirman/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { adminKeys, currentUserQuery, login } from '../api/queries'
import { loginCopy, websiteUrl } from '../content'
import { refusalOf } from '../features/forms/refusal'
import { todoViewPath } from '../features/lead-list/list-view'
import { SessionSpinner } from './require-admin'
import { returnPathParam, safeReturnPath } from './return-path'

/**
 * `/admin/login`: a signed-in admin goes straight on: to the address the guard sent them from
 * (`?next=`, a dashboard path only), or else to To do.
 */
export function LoginPage() {
  const user = useQuery(currentUserQuery)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const destination = safeReturnPath(params.get(returnPathParam)) ?? todoViewPath
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')

  const signIn = useMutation({
    mutationFn: login,
    onSuccess: (admin) => {
      queryClient.setQueryData(adminKeys.user(), admin)
      toast(loginCopy.succeeded)
      navigate(destination, { replace: true })
    },
    onError: (error) => {
      // A rate-limited login and a disabled account say so; every other failure reads the same.
      const { message } = refusalOf(
        error,
        loginCopy.failed.description,
        (refused) =>
          refused.status === 429 || refused.serverMessage === accountMessages.accountDisabled,
      )
      toast({ title: loginCopy.failed.title, description: message, variant: 'destructive' })
    },
  })

  if (user.isPending) return <SessionSpinner />
  if (user.data) return <Navigate to={destination} replace />

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const credentials = adminLoginSchema.safeParse({ username, password })
    if (!credentials.success) {
      toast({ ...loginCopy.missing, variant: 'destructive' })
      return
    }
    signIn.mutate(credentials.data)
  }

  return (
    <main className="grid min-h-dvh place-items-center bg-muted px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle as="h1">{loginCopy.title}</CardTitle>
          <CardDescription>{loginCopy.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-5" onSubmit={onSubmit} noValidate>
            <FormField name="username" required>
              <FormLabel>{loginCopy.username}</FormLabel>
              <FormControl>
                <Input
                  autoComplete="username"
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
              </FormControl>
            </FormField>
            <FormField name="password" required>
              <FormLabel>{loginCopy.password}</FormLabel>
              <FormControl>
                <Input
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </FormControl>
            </FormField>
            <Button type="submit" loading={signIn.isPending} loadingLabel={loginCopy.pending}>
              {loginCopy.submit}
            </Button>
            <Button asChild variant="outline">
              <a href={websiteUrl}>{loginCopy.returnToWebsite}</a>
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  )
}
