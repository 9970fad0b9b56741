import { portfolioPaths } from '@nirman/contract'
import { expect, it } from 'vitest'
import { publicPaths } from './queries'

it("asks the API at the contract's public portfolio paths", () => {
  expect(publicPaths).toEqual({
    projects: portfolioPaths.publicProjects,
    testimonials: portfolioPaths.publicTestimonials,
  })
})
