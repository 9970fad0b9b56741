import { Button } from '@nirman/ui'
import { createBrowserRouter, Link, Navigate, Outlet } from 'react-router'
import { errorCopy, notFoundCopy } from './content'
import { DashboardToaster } from './features/notifications/dashboard-toaster'
import { todoViewPath } from './features/submissions/list-view'
import { AccountsPage } from './routes/accounts'
import { AuditLogPage } from './routes/audit-log'
import { DashboardPage } from './routes/dashboard'
import { LoginPage } from './routes/login'
import { LogoutSuccessPage } from './routes/logout-success'
import { PasswordPage } from './routes/password'
import { PortfolioPage } from './routes/portfolio'
import { EditProjectPage, NewProjectPage } from './routes/project-edit'
import { RequireAdmin } from './routes/require-admin'
import { EditTestimonialPage, NewTestimonialPage } from './routes/testimonial-edit'
import { TestimonialsPage } from './routes/testimonials'

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
      { index: true, element: <Navigate to={todoViewPath} replace /> },
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
        { path: 'portfolio', page: <PortfolioPage /> },
        { path: 'portfolio/new', page: <NewProjectPage /> },
        { path: 'portfolio/:id', page: <EditProjectPage /> },
        { path: 'testimonials', page: <TestimonialsPage /> },
        { path: 'testimonials/new', page: <NewTestimonialPage /> },
        { path: 'testimonials/:id', page: <EditTestimonialPage /> },
      ].map(({ path, page }) => ({ path, element: <RequireAdmin>{page}</RequireAdmin> })),
      { path: 'logout-success', element: <LogoutSuccessPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes, { basename: '/admin' })
}
