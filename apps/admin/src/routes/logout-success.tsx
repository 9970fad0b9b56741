import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@nirman/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { adminKeys } from '../api/queries'
import { logoutCopy, websiteUrl } from '../content'

/** `/admin/logout-success`: confirmation after signing out. */
export function LogoutSuccessPage() {
  const queryClient = useQueryClient()
  // Forget everything the dashboard knew: the next visit asks the server who is signed in, so the
  // back button and a typed address both find the dashboard closed.
  useEffect(() => {
    queryClient.removeQueries({ queryKey: adminKeys.all })
  }, [queryClient])

  return (
    <main className="grid min-h-dvh place-items-center bg-muted px-4 py-10">
      <Card className="w-full max-w-sm text-center">
        <CardHeader>
          <CardTitle as="h1">{logoutCopy.successTitle}</CardTitle>
          <CardDescription>{logoutCopy.successText}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Button asChild>
            <a href={websiteUrl}>{logoutCopy.returnToWebsite}</a>
          </Button>
          <Button asChild variant="outline">
            <Link to="/login">{logoutCopy.logInAgain}</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  )
}
