import { projectInputSchema } from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import { sampleProjects } from '../../src/db/migrations/sample-projects'
import { sampleProjectsHindi } from '../../src/db/migrations/sample-projects-hindi'

// The Hindi words the migration gives the sample portfolio: one set per sample project, named by
// its English title, each as the dashboard's form would accept it.

describe('the sample projects in Hindi', () => {
  const hindiSchema = projectInputSchema('9999-12-31').shape.hindi

  it('has the Hindi of every sample project, and of nothing else', () => {
    expect(Object.keys(sampleProjectsHindi).sort()).toEqual(
      sampleProjects.map((project) => project.title).sort(),
    )
  })

  it.each(Object.entries(sampleProjectsHindi))(
    'writes %s in Devanagari, within the form’s limits',
    (_title, hindi) => {
      expect(hindiSchema.safeParse({ ...hindi, highlights: [] }).success).toBe(true)
      for (const text of [hindi.title, hindi.description, hindi.location]) {
        expect(text).toMatch(/[\u0900-\u097F]/)
        // Words, not numerals: figures stay in digits (1,800 sq ft), as on the website.
        expect(text).not.toMatch(/[\u0966-\u096F]/)
        expect(text).toBe(text.trim())
      }
    },
  )
})
