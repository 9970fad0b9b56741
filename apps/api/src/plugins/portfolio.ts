import fp from 'fastify-plugin'
import { ProjectCatalog } from '../portfolio/project-catalog'
import { TestimonialCatalog } from '../portfolio/testimonial-catalog'

declare module 'fastify' {
  interface FastifyInstance {
    /** The published portfolio as visitors read it; `invalidate()` after every change. */
    projectCatalog: ProjectCatalog
    testimonialCatalog: TestimonialCatalog
  }
}

/** The caches of what visitors read, shared by the public routes, the dashboard's and the pages. */
export const portfolioPlugin = fp(
  async (app) => {
    app.decorate('projectCatalog', new ProjectCatalog(app.db, app.media.storage))
    app.decorate('testimonialCatalog', new TestimonialCatalog(app.db))
  },
  { name: 'portfolio', dependencies: ['database', 'media'], fastify: '5.x' },
)
