import type { ClientMe } from '@nirman/contract'
import { clientSignInMessages } from '@nirman/contract/client-sign-in-messages'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { fetchClientMe, signInWithInvitation, TrackerRequestError } from '../../api/tracker'

/**
 * What the sign-in form says above itself: an answer of the clients' API (its English, which the
 * form words in the page's language) with the wait it asks for, or (`message` null) that no answer
 * came at all.
 */
export interface TrackerNotice {
  message: string | null
  /** Seconds to wait before trying again (the answer's Retry-After); null without one. */
  retryAfterSeconds: number | null
  /** A refusal (an alert), or news (signed out, a code sent). */
  tone: 'refusal' | 'news'
}

/**
 * Where the page stands with the client's session:
 * - `unknown`: the prerendered page, and the first render in the browser (the same HTML);
 * - `checking`: asking the API who is signed in, or signing in with an invitation link;
 * - `signedOut`: the sign-in form, with a notice (a refused link, "You are signed out");
 * - `signedIn`: the client's project; `justSignedIn` after a sign-in on this page (the focus
 *   then moves to the project's heading).
 */
export type TrackerSession =
  | { state: 'unknown' }
  | { state: 'checking'; invitation: boolean }
  | { state: 'signedOut'; notice: TrackerNotice | null }
  | { state: 'signedIn'; me: ClientMe; justSignedIn: boolean }

/** A failed request as the sign-in form shows it. */
export function noticeOf(error: unknown): TrackerNotice {
  if (error instanceof TrackerRequestError) {
    return {
      message: error.serverMessage ?? null,
      retryAfterSeconds: error.retryAfterSeconds,
      tone: 'refusal',
    }
  }
  return { message: null, retryAfterSeconds: null, tone: 'refusal' }
}

/** Asks the API who is signed in, after signing in with the invitation link `token` if given. */
export async function openTrackerSession(token: string | null): Promise<TrackerSession> {
  let refusal: TrackerNotice | null = null
  if (token !== null) {
    try {
      return { state: 'signedIn', me: await signInWithInvitation(token), justSignedIn: false }
    } catch (error) {
      refusal = noticeOf(error)
    }
  }
  try {
    // A client already signed in who opens their used link again still sees their project.
    return { state: 'signedIn', me: await fetchClientMe(), justSignedIn: false }
  } catch (error) {
    if (refusal) return { state: 'signedOut', notice: refusal }
    // Nobody signed in is a visitor's ordinary case, and a server that did not answer will say
    // so when they ask for a code: no message. A client whose access was revoked is told.
    const notice = noticeOf(error)
    const told = notice.message !== null && notice.message !== clientSignInMessages.signInFirst
    return {
      state: 'signedOut',
      notice: error instanceof TrackerRequestError && error.status === 401 && told ? notice : null,
    }
  }
}

/**
 * The client's session on the tracker page: checked once the page has hydrated (the prerendered
 * HTML is the page of a visitor), with the invitation link of the address if there is one. The
 * link's token is taken out of the address at once (a reload, a bookmark or the language switch
 * must not try a link that is good only once, and it should not stay in the browser's history):
 * a replacing navigation, which changes the address as `history.replaceState` does and keeps React
 * Router's location, and so every link built from it, in step with it.
 */
export function useTrackerSession() {
  const [session, setSession] = useState<TrackerSession>({ state: 'unknown' })
  const location = useLocation()
  const navigate = useNavigate()
  const opened = useRef(false)
  useEffect(() => {
    // Once per page: the address changes below, and React's development double run must not
    // ask twice.
    if (opened.current) return
    opened.current = true
    const params = new URLSearchParams(location.search)
    const token = params.get('invite')
    if (token !== null) {
      params.delete('invite')
      const rest = params.toString()
      void navigate(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`, {
        replace: true,
        preventScrollReset: true,
        state: location.state,
      })
    }
    setSession({ state: 'checking', invitation: token !== null })
    void openTrackerSession(token).then(setSession)
  }, [location, navigate])
  const signedIn = useCallback((me: ClientMe) => {
    setSession({ state: 'signedIn', me, justSignedIn: true })
  }, [])
  const signedOut = useCallback((notice: TrackerNotice | null) => {
    setSession({ state: 'signedOut', notice })
  }, [])
  return { session, signedIn, signedOut }
}
