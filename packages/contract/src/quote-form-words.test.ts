import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

describe('the quote forms’ words', () => {
  it.each(['quote-form-words.ts', 'quote-form-words-hi.ts'])(
    '%s imports types only (no zod, no other language, nothing loaded with it)',
    (file) => {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8')
      const imports = source.match(/^import\b[^']*'[^']*'/gm) ?? []
      for (const statement of imports) expect(statement).toMatch(/^import type\b/)
    },
  )
})
