import fp from 'fastify-plugin'
import { portfolioFilesInUse } from '../portfolio/photo-files'
import { ProjectCatalog } from '../portfolio/project-catalog'
import { TestimonialCatalog } from '../portfolio/testimonial-catalog'

declare module 'fastify' {
  interface FastifyInstance {
    /** The published portfolio as visitors read it; `invalidate()` after every change. */
    projectCatalog: ProjectCatalog
    testimonialCatalog: TestimonialCatalog
  }
}

/**
 * The caches of what visitors read, shared by the public routes, the dashboard's and the pages;
 * and which portfolio files are in use, for the media's cleanup of orphans.
 */
export const portfolioPlugin = fp(
  async (app) => {
    app.media.trackReferences('portfolio', portfolioFilesInUse)
    app.decorate('projectCatalog', new ProjectCatalog(app.db, app.media.storage.files('portfolio')))
    app.decorate('testimonialCatalog', new TestimonialCatalog(app.db))
  },
  { name: 'portfolio', dependencies: ['database', 'media'], fastify: '5.x' },
)
