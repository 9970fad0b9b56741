import { index, type RouteConfig, route } from '@react-router/dev/routes'

// The route table of website.md section 2, plus the resources pages behind the links of the site.
// /admin/* belongs to the staff dashboard (apps/admin), deployed on its own. Which of these
// addresses are prerendered is said in react-router.config.ts.
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/:id', 'routes/service-detail.tsx'),
  route('projects', 'routes/projects.tsx'),
  route('projects/:id', 'routes/project-detail.tsx'),
  route('how-it-works', 'routes/how-it-works.tsx'),
  route('client-solutions', 'routes/client-solutions.tsx'),
  route('resources', 'routes/resources.tsx'),
  route('resources/knowledge-center', 'routes/knowledge-center.tsx'),
  route('resources/articles/:id', 'routes/article.tsx'),
  route('resources/guide/:id', 'routes/guide.tsx'),
  route('resources/faqs', 'routes/faqs.tsx'),
  route('resources/project-tracker', 'routes/project-tracker.tsx'),
  route('resources/:calculator', 'routes/calculator.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('sitemap', 'routes/sitemap.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
