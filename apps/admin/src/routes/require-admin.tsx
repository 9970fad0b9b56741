import { Spinner } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { currentUserQuery } from '../api/queries'
import { loginCopy } from '../content'
import { loginPathFor } from './return-path'

/**
 * Shows its children only to a signed-in admin; others go to the login page, which brings them
 * back to this address (a lead alert's link) after signing in.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useQuery(currentUserQuery)
  if (user.isPending) return <SessionSpinner />
  if (!user.data) return <ToLogin />
  return children
}

/**
 * The redirect, on its own: only it reads the address, so a signed-in page does not re-render the
 * whole guard on every change of the address (a search typed, a lead opened).
 */
function ToLogin() {
  const location = useLocation()
  return <Navigate to={loginPathFor(location)} replace />
}

export function SessionSpinner() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label={loginCopy.checkingSession} className="text-3xl text-primary" />
    </div>
  )
}
