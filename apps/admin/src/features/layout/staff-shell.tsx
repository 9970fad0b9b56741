import { Button, toast } from '@nirman/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import type { ReactNode } from 'react'
import { NavLink, useMatches, useNavigate } from 'react-router'
import { isUnauthorized } from '../../api/client'
import { adminKeys, currentUserQuery, logout } from '../../api/queries'
import { clientProjectCopy } from '../../client-projects-content'
import { accountCopy, dashboardCopy, logoutCopy } from '../../content'
import { portfolioCopy, testimonialCopy } from '../../portfolio-content'
import { settingsCopy } from '../../settings-content'

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium underline-offset-4 hover:underline ${
    isActive ? 'bg-muted text-foreground' : 'text-muted-foreground'
  }`

/** What the route of a signed-in page says of it (its `handle`): the title the frame shows. */
export interface StaffPageHandle {
  title: string
}

const isStaffPageHandle = (handle: unknown): handle is StaffPageHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  'title' in handle &&
  typeof handle.title === 'string'

/**
 * The page's title, from the deepest route that gives one. On its own: only it reads the
 * matches, so the frame does not re-render on every change of the address.
 */
function PageTitle() {
  const title = useMatches()
    .map((match) => match.handle)
    .filter(isStaffPageHandle)
    .at(-1)?.title
  return <h1 className="text-xl font-semibold">{title}</h1>
}

/**
 * The frame of every signed-in page (the layout route's, see routes/staff-layout.tsx): the
 * page's title, the welcome line, the sections (leads, client projects, portfolio, testimonials;
 * Accounts, the audit log, Reports and Settings for the owner only) and Logout, above the page's
 * own content.
 */
export function StaffShell({ children }: { children: ReactNode }) {
  const user = useQuery(currentUserQuery)
  const navigate = useNavigate()
  const isOwner = user.data?.role === 'owner'

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
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-3 py-4 sm:px-4">
          <div className="min-w-0">
            <PageTitle />
            <p className="break-words text-muted-foreground">
              {dashboardCopy.welcome(user.data?.name ?? '')}
            </p>
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
        <nav aria-label={accountCopy.navLabel} className="mx-auto max-w-7xl px-1 pb-2 sm:px-2">
          <ul className="flex flex-wrap gap-1">
            <li>
              <NavLink to="/dashboard" className={navLinkClass}>
                {accountCopy.nav.dashboard}
              </NavLink>
            </li>
            <li>
              <NavLink to="/client-projects" className={navLinkClass}>
                {clientProjectCopy.nav}
              </NavLink>
            </li>
            <li>
              <NavLink to="/portfolio" className={navLinkClass}>
                {portfolioCopy.nav}
              </NavLink>
            </li>
            <li>
              <NavLink to="/testimonials" className={navLinkClass}>
                {testimonialCopy.nav}
              </NavLink>
            </li>
            {isOwner ? (
              <>
                <li>
                  <NavLink to="/accounts" className={navLinkClass}>
                    {accountCopy.nav.accounts}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/audit-log" className={navLinkClass}>
                    {accountCopy.nav.audit}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/reports" className={navLinkClass}>
                    {accountCopy.nav.reports}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/settings" className={navLinkClass}>
                    {settingsCopy.nav}
                  </NavLink>
                </li>
              </>
            ) : null}
            <li>
              <NavLink to="/password" className={navLinkClass}>
                {accountCopy.nav.password}
              </NavLink>
            </li>
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-7xl px-2 py-4 sm:px-4 sm:py-6">{children}</main>
    </div>
  )
}

/** Whether the signed-in account is an owner. */
export function useIsOwner(): boolean {
  return useQuery(currentUserQuery).data?.role === 'owner'
}
