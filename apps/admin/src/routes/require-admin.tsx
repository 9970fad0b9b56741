import { Spinner } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { currentUserQuery } from '../api/queries'
import { loginCopy } from '../content'

/** Shows its children only to a signed-in admin; others go to the login page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useQuery(currentUserQuery)
  if (user.isPending) return <SessionSpinner />
  if (!user.data) return <Navigate to="/login" replace />
  return children
}

export function SessionSpinner() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label={loginCopy.checkingSession} className="text-3xl text-primary" />
    </div>
  )
}
