import { Spinner } from '@nirman/ui'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router'
import { createQueryClient } from './api/queries'
import './app.css'

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#173b76" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  // One client per visit (created in the browser, and once per page while prerendering).
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  )
}

/** Shown by the single-page fallback (pages not prerendered, such as a project) until it loads. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading..." />
    </div>
  )
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong'
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">
        Please reload the page. If it keeps happening, call us: we are glad to help by phone.
      </p>
      <a className="font-semibold text-primary underline" href="/">
        Back to the home page
      </a>
    </main>
  )
}
