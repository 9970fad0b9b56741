import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain script shared with scripts/generate-merge-config.mjs, no types.
import { classVocabulary } from '../../scripts/class-vocabulary.mjs'
import { cn } from './cn'

const vocabulary: string[] = classVocabulary()

describe('cn', () => {
  it('lets a later class win over an earlier one of the same kind', () => {
    expect(cn('px-4 py-2', 'px-2')).toBe('py-2 px-2')
    expect(cn('text-sm text-foreground', 'text-lg')).toBe('text-foreground text-lg')
    expect(cn('bg-background hover:bg-muted', 'bg-transparent hover:bg-brand-800')).toBe(
      'bg-transparent hover:bg-brand-800',
    )
    expect(cn('gap-6', false, undefined, 'gap-2')).toBe('gap-2')
  })

  it('keeps classes of different kinds, and classes it does not know', () => {
    expect(cn('text-sm', 'text-white', 'my-widget')).toBe('text-sm text-white my-widget')
  })

  // merge-config.ts holds only the class groups the sources use: for every pair of classes they
  // write, cn gives what tailwind-merge's full configuration gives. A failure names a class whose
  // group is missing: run `node scripts/generate-merge-config.mjs`.
  it('merges every pair of the classes the workspace writes as tailwind-merge does', () => {
    expect(vocabulary.length).toBeGreaterThan(300)
    const different: string[] = []
    for (const first of vocabulary) {
      for (const second of vocabulary) {
        const classes = `${first} ${second}`
        if (cn(classes) !== twMerge(classes)) different.push(classes)
      }
    }
    expect(different).toEqual([])
    // Some 400,000 pairs, each merged twice: about 3 s of CPU on an idle machine, more than the
    // 5 s default under CI's load (it timed out there). It waits for nothing; it only computes.
  }, 60_000)
})
