import { Button } from '@nirman/ui'
import { createBrowserRouter, Link, Navigate, Outlet } from 'react-router'
import { errorCopy, notFoundCopy } from './content'
import { DashboardToaster } from './features/notifications/dashboard-toaster'
import { AccountsPage } from './routes/accounts'
import { AuditLogPage } from './routes/audit-log'
import { DashboardPage } from './routes/dashboard'
import { LoginPage } from './routes/login'
import { LogoutSuccessPage } from './routes/logout-success'
import { PasswordPage } from './routes/password'
import { RequireAdmin } from './routes/require-admin'

function RootLayout() {
  return (
    <>
      <Outlet />
      <DashboardToaster />
    </>
  )
}

function RouteError() {
  return (
    <main className="grid min-h-dvh place-items-center px-4 text-center">
      <div className="grid gap-4">
        <h1 className="text-2xl font-semibold">{errorCopy.title}</h1>
        <p className="text-muted-foreground">{errorCopy.text}</p>
        <Button onClick={() => window.location.reload()}>{errorCopy.reload}</Button>
      </div>
    </main>
  )
}

function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center px-4 text-center">
      <div className="grid gap-4">
        <h1 className="text-2xl font-semibold">{notFoundCopy.title}</h1>
        <p className="text-muted-foreground">{notFoundCopy.text}</p>
        <Button asChild>
          <Link to="/dashboard">{notFoundCopy.back}</Link>
        </Button>
      </div>
    </main>
  )
}

/** The dashboard's routes under the base path /admin. */
export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'login', element: <LoginPage /> },
      {
        path: 'dashboard',
        element: (
          <RequireAdmin>
            <DashboardPage />
          </RequireAdmin>
        ),
      },
      ...[
        { path: 'accounts', page: <AccountsPage /> },
        { path: 'audit-log', page: <AuditLogPage /> },
        { path: 'password', page: <PasswordPage /> },
      ].map(({ path, page }) => ({ path, element: <RequireAdmin>{page}</RequireAdmin> })),
      { path: 'logout-success', element: <LogoutSuccessPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes, { basename: '/admin' })
}
