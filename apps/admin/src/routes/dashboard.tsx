import { Tabs, TabsContent, TabsList, TabsTrigger } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { currentUserQuery } from '../api/queries'
import { dashboardCopy } from '../content'
import { LeadsPanel } from '../features/lead-list/leads-panel'

/** `/admin/dashboard`: the quote requests of the website, for signed-in staff. */
export function DashboardPage() {
  const user = useQuery(currentUserQuery)
  return (
    <Tabs defaultValue="leads">
      <TabsList>
        <TabsTrigger value="leads">{dashboardCopy.tab}</TabsTrigger>
      </TabsList>
      <TabsContent value="leads">
        <LeadsPanel signedIn={Boolean(user.data)} />
      </TabsContent>
    </Tabs>
  )
}
