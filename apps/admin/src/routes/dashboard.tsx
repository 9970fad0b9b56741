import { Button, Tabs, TabsContent, TabsList, TabsTrigger, toast } from '@nirman/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router'
import { isUnauthorized } from '../api/client'
import { adminKeys, currentUserQuery, logout } from '../api/queries'
import { dashboardCopy, logoutCopy } from '../content'
import { SubmissionsPanel } from '../features/submissions/submissions-panel'

/** `/admin/dashboard`: the quote requests of the website, for signed-in staff. */
export function DashboardPage() {
  const user = useQuery(currentUserQuery)
  const navigate = useNavigate()
  // The link of a lead alert, /admin/dashboard?request=12, opens that request's details.
  const [searchParams] = useSearchParams()

  const signOut = useMutation({
    mutationKey: adminKeys.logout(),
    mutationFn: logout,
    onSettled: (_data, error) => {
      // A 401 means the session had already ended: the visitor is signed out either way.
      if (error && !isUnauthorized(error)) {
        toast({ ...logoutCopy.failed, variant: 'destructive' })
        return
      }
      // The confirmation page forgets the signed-in user once it is on screen; clearing it here,
      // while this guarded page is still mounted, would send the visitor to the login page instead.
      // Pushed, not replaced: the back button then leads to the dashboard's address, which is closed.
      navigate('/logout-success')
    },
  })

  return (
    <div className="min-h-dvh bg-muted">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div>
            <h1 className="text-xl font-semibold">{dashboardCopy.title}</h1>
            <p className="text-muted-foreground">{dashboardCopy.welcome(user.data?.name ?? '')}</p>
          </div>
          <Button
            variant="outline"
            onClick={() => signOut.mutate()}
            loading={signOut.isPending}
            loadingLabel={logoutCopy.pending}
          >
            <LogOut aria-hidden />
            {logoutCopy.button}
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <Tabs defaultValue="submissions">
          <TabsList>
            <TabsTrigger value="submissions">{dashboardCopy.tab}</TabsTrigger>
          </TabsList>
          <TabsContent value="submissions">
            <SubmissionsPanel
              signedIn={Boolean(user.data)}
              linkedRequest={Number(searchParams.get('request')) || undefined}
            />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  )
}
