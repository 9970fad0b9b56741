import { Tabs, TabsContent, TabsList, TabsTrigger } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { currentUserQuery } from '../api/queries'
import { dashboardCopy } from '../content'
import { StaffShell } from '../features/layout/staff-shell'
import { SubmissionsPanel } from '../features/submissions/submissions-panel'

/** `/admin/dashboard`: the quote requests of the website, for signed-in staff. */
export function DashboardPage() {
  const user = useQuery(currentUserQuery)
  return (
    <StaffShell title={dashboardCopy.title}>
      <Tabs defaultValue="submissions">
        <TabsList>
          <TabsTrigger value="submissions">{dashboardCopy.tab}</TabsTrigger>
        </TabsList>
        <TabsContent value="submissions">
          <SubmissionsPanel signedIn={Boolean(user.data)} />
        </TabsContent>
      </Tabs>
    </StaffShell>
  )
}
