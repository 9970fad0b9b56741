/**
 * A quote form's button drawn before the page's code can act on it: the forms' views mark it with
 * this attribute until their part has hydrated (the page, or the hero's quick form, which waits for
 * the visitor's first touch: hydrateOnFirstTouch). A press on it is remembered from the moment the
 * page starts to draw (`earlyPressScript`), and the form sends once it is live (on-demand-form.tsx);
 * if the page's code never comes, the form posts as plain HTML instead. Other parts mark their
 * buttons too, and act on the presses once live (the testimonials carousel), or mark an element
 * around buttons drawn by another module (the featured projects' categories): a press on any
 * button inside it is remembered the same way.
 * Before, a press between the first paint and the end of hydration did nothing: on a Hindi page,
 * which waits for its texts before it hydrates, a visitor's first tap on "Send" was lost.
 */
export const earlyPressAttribute = 'data-early-press'

declare global {
  interface Window {
    /** The marked buttons pressed so far (earlyPressScript). */
    __earlyPresses?: Element[]
  }
}

/**
 * The first script of every page's <body> (a file of its own once built: finish-build.mjs), run
 * before anything below it is drawn: it listens on the window, in the capture phase (React stops a
 * click on a part it has not hydrated at the document), for presses of a marked button (or of a
 * button inside a marked element), keeps the buttons for the app to read, and stops the plain HTML
 * post the press would start (the buttons are `type="submit"`, so that a page without JavaScript
 * posts its forms to the API): the form sends once its code is live. If the page's code fails to
 * load (an `error` on a <script> or a `modulepreload` link: a weak network, a deployment that
 * replaced the files), presses are no longer stopped, and the last form pressed while still marked
 * is posted as plain HTML at once.
 */
export const earlyPressScript = `window.__earlyPresses=[];(function(p,f,m){addEventListener('click',function(e){var b=e.target.closest&&e.target.closest(m);if(b&&!f){p.push(b);e.preventDefault()}},!0);addEventListener('error',function(e){var t=e.target,i=p.length;if(!f&&(t.tagName=='SCRIPT'||t.rel=='modulepreload'))for(f=1;i--;)if(p[i].matches(m)&&p[i].form){p[i].form.requestSubmit(p[i]);break}},!0)})(window.__earlyPresses,0,'button[${earlyPressAttribute}],[${earlyPressAttribute}] button')`

/**
 * The marked buttons inside `root` pressed before the page's code could act on them, in the order
 * they were pressed (a carousel's "Next" tapped twice is there twice).
 */
export function earlyPressesIn(root: Element): Element[] {
  if (typeof window === 'undefined') return []
  return (window.__earlyPresses ?? []).filter((button) => root.contains(button))
}

/** Whether `button` was pressed while it was marked, before the page's code could act on it. */
export function pressedEarly(button: Element): boolean {
  return typeof window !== 'undefined' && (window.__earlyPresses ?? []).includes(button)
}

/**
 * The type and mark of a quote form's submit button. Always a submit button: without JavaScript
 * (or with the page's code failing to load) it posts the form as plain HTML to the API, which
 * answers with a page (`POST /api/contact/form`). Before its part has hydrated it is also marked,
 * so the early-press script stops that post and remembers the press for the live form, which
 * sends it as today; once hydrated the live form's submit handler does the rest.
 */
export function submitButtonProps(hydrated: boolean) {
  return hydrated
    ? ({ type: 'submit' } as const)
    : ({ type: 'submit', [earlyPressAttribute]: '' } as const)
}
