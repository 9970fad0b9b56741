import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// The suite runs files in parallel on a 2-core machine, where the first lazy import of a form's
// code or a calculator can take seconds: findBy* and waitFor wait up to 12 s, as long as the work
// may take, and still fail before the 15 s test timeout with their own message.
configure({ asyncUtilTimeout: 12_000 })

afterEach(() => cleanup())

// jsdom lays nothing out, so it has no ResizeObserver; the ui Table watches its width with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// Nor does it scroll: the forms scroll their first failing field into view (tests spy on it).
Element.prototype.scrollIntoView ??= () => {}
