import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// The suite runs files in parallel on a 2-core machine: give findBy* queries room beyond 1 s.
configure({ asyncUtilTimeout: 4000 })

afterEach(() => cleanup())

// jsdom lays nothing out, so it has no ResizeObserver; the ui Table watches its width with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
