import { Button, Spinner } from '@nirman/ui'
import { lazy, type ReactNode, Suspense } from 'react'
import { createBrowserRouter, Link, Navigate, Outlet } from 'react-router'
import { clientProjectCopy } from './client-projects-content'
import { accountCopy, dashboardCopy, errorCopy, notFoundCopy } from './content'
import type { StaffPageHandle } from './features/layout/staff-shell'
import { todoViewPath } from './features/lead-list/list-view'
import { DashboardToaster } from './features/notifications/dashboard-toaster'
import { portfolioCopy, testimonialCopy } from './portfolio-content'
import { quotationCopy } from './quotations-content'
import { AccountsPage } from './routes/accounts'
import { AuditLogPage } from './routes/audit-log'
import { ClientProjectPage } from './routes/client-project'
import { NewClientProjectPage } from './routes/client-project-new'
import { ClientProjectsPage } from './routes/client-projects'
import { DashboardPage } from './routes/dashboard'
import { LoginPage } from './routes/login'
import { LogoutSuccessPage } from './routes/logout-success'
import { PasswordPage } from './routes/password'
import { PortfolioPage } from './routes/portfolio'
import { EditProjectPage, NewProjectPage } from './routes/project-edit'
import { QuotationPage } from './routes/quotation'
import { SettingsPage } from './routes/settings'
import { StaffLayout } from './routes/staff-layout'
import { EditTestimonialPage, NewTestimonialPage } from './routes/testimonial-edit'
import { TestimonialsPage } from './routes/testimonials'
import { settingsCopy } from './settings-content'

/**
 * The owner's Reports, fetched only when opened: the page, its words and Chart.js are code that
 * most visits never need. Its title is the header link's word, so nothing of it loads before.
 */
const ReportsPage = lazy(() =>
  import('./routes/reports').then((module) => ({ default: module.ReportsPage })),
)

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

/** A signed-in page: a child of the staff layout, which shows its title. */
const staffPage = (path: string, page: ReactNode, title: string) => ({
  path,
  element: page,
  handle: { title } satisfies StaffPageHandle,
})

/** The dashboard's routes under the base path /admin. */
export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to={todoViewPath} replace /> },
      { path: 'login', element: <LoginPage /> },
      {
        // Every signed-in page: the sign-in guard and the staff frame, once.
        element: <StaffLayout />,
        children: [
          staffPage('dashboard', <DashboardPage />, dashboardCopy.title),
          staffPage('accounts', <AccountsPage />, accountCopy.accountsTitle),
          staffPage('audit-log', <AuditLogPage />, accountCopy.auditTitle),
          staffPage('password', <PasswordPage />, accountCopy.passwordTitle),
          staffPage('settings', <SettingsPage />, settingsCopy.title),
          staffPage(
            'reports',
            <Suspense fallback={<Spinner label={accountCopy.loading} className="text-2xl" />}>
              <ReportsPage />
            </Suspense>,
            accountCopy.nav.reports,
          ),
          staffPage('client-projects', <ClientProjectsPage />, clientProjectCopy.title),
          staffPage('client-projects/new', <NewClientProjectPage />, clientProjectCopy.newTitle),
          staffPage('client-projects/:id', <ClientProjectPage />, clientProjectCopy.projectTitle),
          staffPage('quotations/:id', <QuotationPage />, quotationCopy.pageTitle),
          staffPage('portfolio', <PortfolioPage />, portfolioCopy.title),
          staffPage('portfolio/new', <NewProjectPage />, portfolioCopy.newTitle),
          staffPage('portfolio/:id', <EditProjectPage />, portfolioCopy.editTitle),
          staffPage('testimonials', <TestimonialsPage />, testimonialCopy.title),
          staffPage('testimonials/new', <NewTestimonialPage />, testimonialCopy.newTitle),
          staffPage('testimonials/:id', <EditTestimonialPage />, testimonialCopy.editTitle),
        ],
      },
      { path: 'logout-success', element: <LogoutSuccessPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes, { basename: '/admin' })
}
