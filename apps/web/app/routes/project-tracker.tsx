import { Card, CardDescription, CardHeader, CardTitle, cn, Spinner } from '@nirman/ui'
import { Clock, Mail, Phone } from 'lucide-react'
import { lazy, Suspense, useEffect } from 'react'
import { projectTrackerCopy as copyHindi } from '../content/hi/project-tracker'
import { projectTrackerCopy as copyEnglish } from '../content/project-tracker'
import { CtaBand } from '../features/sections/cta-band'
import { PageHero } from '../features/sections/page-hero'
import { PageSection } from '../features/sections/page-section'
import type { SignInPanelProps } from '../features/tracker/sign-in-panel'
import { loadTrackerHindi } from '../features/tracker/tracker-hindi'
import { TrackerPartBoundary } from '../features/tracker/tracker-part-boundary'
import { type TrackerSession, useTrackerSession } from '../features/tracker/tracker-session'
import { useCompany } from '../i18n/company'
import { langOf } from '../i18n/lang'
import { useOpeningHours } from '../i18n/opening-hours'
import { textIn, usePageText } from '../i18n/page-text'
import { useLang } from '../i18n/use-lang'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/project-tracker'

export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  const { meta } = textIn(lang, copyEnglish, copyHindi)
  return pageMeta({ ...meta, path: '/resources/project-tracker', lang })
}

// The sign-in form and a signed-in client's project are fetched on demand (features/tracker/):
// the prerendered page, which a visitor reads, carries only this module and its words.
const loadSignInPanel = () => import('../features/tracker/sign-in-panel')
const SignInPanel = lazy(() =>
  loadSignInPanel().then((module) => ({ default: module.SignInPanel })),
)
const TrackerView = lazy(() =>
  import('../features/tracker/tracker-view').then((module) => ({ default: module.TrackerView })),
)

/**
 * /resources/project-tracker: where a client follows their house being built. A visitor (and the
 * prerendered page) sees how the tracker works and the card where clients sign in, with their
 * e-mail and a six-digit code; an invitation link (`?invite=<token>`) signs them in on arrival; a
 * signed-in client sees their project instead (features/tracker/tracker-view.tsx).
 */
export default function ProjectTrackerPage() {
  const copy = usePageText(copyEnglish, copyHindi)
  const lang = useLang()
  const { session, signedIn, signedOut } = useTrackerSession()
  useEffect(() => {
    // While the API is asked who is signed in, the form's code (and a Hindi page's words for it)
    // come too: a visitor does not wait for them one after the other.
    void loadSignInPanel().catch(() => undefined)
    if (lang === 'hi') void loadTrackerHindi().catch(() => undefined)
  }, [lang])

  if (session.state === 'signedIn') {
    return (
      <TrackerPartBoundary failedText={copy.signIn.codeFailed} tryAgain={copy.signIn.tryAgain}>
        <Suspense
          fallback={
            <div className="bg-primary px-4 py-10 text-primary-foreground">
              <div className="mx-auto max-w-5xl">
                <h1 className="font-bold text-3xl tracking-tight">{copy.hero.title}</h1>
                <p className="mt-4 flex items-center gap-2" role="status">
                  <Spinner />
                  {copy.signIn.openingProject}
                </p>
              </div>
            </div>
          }
        >
          <TrackerView
            me={session.me}
            justSignedIn={session.justSignedIn}
            onSignedOut={signedOut}
          />
        </Suspense>
      </TrackerPartBoundary>
    )
  }
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} subtitle={copy.hero.subtitle} />
      <SignInCard session={session} onSignedIn={signedIn} />
      <TrackerExplained />
    </>
  )
}

interface SignInCardProps {
  session: Exclude<TrackerSession, { state: 'signedIn' }>
  onSignedIn: SignInPanelProps['onSignedIn']
}

/**
 * The card under the hero where clients sign in. Prerendered as its heading and introduction (and,
 * without JavaScript, a word that signing in needs it); the form comes once the page knows nobody
 * is signed in.
 */
function SignInCard({ session, onSignedIn }: SignInCardProps) {
  const copy = usePageText(copyEnglish, copyHindi).signIn
  const checking = (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      <Spinner />
      {session.state === 'checking' && session.invitation ? copy.invitation : copy.checking}
    </p>
  )
  return (
    <section aria-labelledby="tracker-sign-in-title" className="relative -mt-8 px-4">
      <div className="mx-auto max-w-xl rounded-xl border border-border bg-card p-5 text-card-foreground shadow-lg sm:p-8">
        <h2 id="tracker-sign-in-title" className="font-bold text-2xl tracking-tight">
          {copy.title}
        </h2>
        <p className="mt-2 text-muted-foreground">{copy.intro}</p>
        {/* Room for the form, so that the explanation below does not jump when it comes. */}
        <div className="mt-6 min-h-40">
          <noscript>
            <p className="font-medium">{copy.noScript}</p>
          </noscript>
          {session.state === 'checking' ? checking : null}
          {session.state === 'signedOut' ? (
            <TrackerPartBoundary failedText={copy.codeFailed} tryAgain={copy.tryAgain}>
              <Suspense fallback={checking}>
                <SignInPanel notice={session.notice} onSignedIn={onSignedIn} />
              </Suspense>
            </TrackerPartBoundary>
          ) : null}
        </div>
      </div>
    </section>
  )
}

/** The grid for one, two or three boxes of how to reach us. */
const contactColumns: Record<number, string> = {
  1: 'max-w-md',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
}

/** How clients get the tracker and what it shows: the page as a visitor reads it. */
function TrackerExplained() {
  const company = useCompany()
  const hours = useOpeningHours()
  const copy = usePageText(copyEnglish, copyHindi)
  // The first number the owner gave, the e-mail and the hours: the boxes there are.
  const [phone] = company.phones
  const boxes = 1 + (phone ? 1 : 0) + (company.email ? 1 : 0)
  return (
    <>
      <PageSection title={copy.access.title} description={copy.access.intro}>
        <ol className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2 lg:grid-cols-4">
          {copy.access.steps.map((step, index) => (
            <li key={step} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="mb-4 flex size-10 items-center justify-center rounded-full bg-accent font-bold text-accent-foreground"
              >
                {index + 1}
              </span>
              <p>{step}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection title={copy.features.title} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.features.items.map(({ icon: Icon, ...feature }) => (
            <li key={feature.title} className="flex">
              <Card className="w-full">
                <CardHeader className="gap-3">
                  <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <CardTitle>{feature.title}</CardTitle>
                  <CardDescription className="text-base">{feature.text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title={copy.contact.title} description={copy.contact.text}>
        <dl className={cn('mx-auto grid max-w-4xl gap-6 text-center', contactColumns[boxes])}>
          {phone ? (
            <div className="rounded-xl bg-secondary p-6">
              <dt className="flex items-center justify-center gap-2 font-semibold">
                <Phone aria-hidden="true" className="size-5 text-primary" />
                {copy.contact.phoneLabel}
              </dt>
              <dd className="mt-2">
                <a
                  href={`tel:${phone.dial}`}
                  className="inline-flex min-h-11 items-center font-semibold text-lg text-primary hover:underline"
                >
                  {phone.display}
                </a>
              </dd>
            </div>
          ) : null}
          {company.email ? (
            <div className="rounded-xl bg-secondary p-6">
              <dt className="flex items-center justify-center gap-2 font-semibold">
                <Mail aria-hidden="true" className="size-5 text-primary" />
                {copy.contact.emailLabel}
              </dt>
              <dd className="mt-2">
                <a
                  href={`mailto:${company.email}`}
                  className="inline-flex min-h-11 items-center break-all font-semibold text-primary hover:underline"
                >
                  {company.email}
                </a>
              </dd>
            </div>
          ) : null}
          <div className="rounded-xl bg-secondary p-6">
            <dt className="flex items-center justify-center gap-2 font-semibold">
              <Clock aria-hidden="true" className="size-5 text-primary" />
              {copy.contact.hoursLabel}
            </dt>
            <dd className="mt-2">{hours.closed ? `${hours.long}, ${hours.closed}` : hours.long}</dd>
          </div>
        </dl>
      </PageSection>
      <CtaBand {...copy.cta} />
    </>
  )
}
