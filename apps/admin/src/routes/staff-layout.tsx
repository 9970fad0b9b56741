import { Outlet } from 'react-router'
import { StaffShell } from '../features/layout/staff-shell'
import { RequireAdmin } from './require-admin'

/**
 * The layout route of every signed-in page: the sign-in guard, then the staff frame around the
 * page of the child route, titled by that route's `handle` (a StaffPageHandle).
 */
export function StaffLayout() {
  return (
    <RequireAdmin>
      <StaffShell>
        <Outlet />
      </StaffShell>
    </RequireAdmin>
  )
}
