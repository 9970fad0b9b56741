import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Dates in the table are shown in the staff's local time; tests run in India's.
    env: { TZ: 'Asia/Kolkata' },
    // As in apps/web: a scenario of several user steps in jsdom takes seconds on a busy 2-core
    // machine (the default 5 s failed there); the tests wait for roles, not for time.
    testTimeout: 15_000,
  },
})
