import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Component tests use plain React (the React Router Vite plugin is for builds, not for tests).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['app/test/setup.ts'],
    env: { TZ: 'Asia/Kolkata' },
    // pnpm test runs every package at once on two cores: the first lazy import of a form's zod
    // schemas can take seconds there.
    testTimeout: 15_000,
  },
})
