/**
 * A quote form's button drawn before the page's code can act on it: the forms' views mark it with
 * this attribute until their part has hydrated (the page, or the hero's quick form, which waits for
 * the visitor's first touch: hydrateOnFirstTouch). A press on it is remembered from the moment the
 * page starts to draw (`earlyPressScript`), and the form sends once it is live (on-demand-form.tsx).
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
 * click on a part it has not hydrated at the document), for presses of a marked button, and keeps
 * the buttons for the app to read.
 */
export const earlyPressScript = `window.__earlyPresses=[];addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest('button[${earlyPressAttribute}]');if(b)window.__earlyPresses.push(b)},true)`

/** Whether `button` was pressed while it was marked, before the page's code could act on it. */
export function pressedEarly(button: Element): boolean {
  return typeof window !== 'undefined' && (window.__earlyPresses ?? []).includes(button)
}

/**
 * The type and mark of a quote form's submit button: before its part has hydrated a submit would
 * send the form as plain HTML (its values in the address), so the button only wakes the form,
 * never looks disabled, and a press on it is remembered; once hydrated it submits.
 */
export function submitButtonProps(hydrated: boolean) {
  return hydrated
    ? ({ type: 'submit' } as const)
    : ({ type: 'button', [earlyPressAttribute]: '' } as const)
}
