import { type RouteConfig, route } from '@react-router/dev/routes'

// The route table of website.md section 2, plus the resources pages behind the links of the site,
// in English at today's addresses and in Hindi under /hi/ (the same route modules, which read the
// language from the address: app/i18n/lang.ts). /admin/* belongs to the staff dashboard
// (apps/admin), deployed on its own. Which of these addresses are prerendered is said in
// react-router.config.ts.

// Each page answers in both languages through an optional static segment: `hi?/about` is /about
// and /hi/about (one route, so the route manifest every page loads stays the size it was).
const page = (path: string, file: string) => route(path ? `hi?/${path}` : 'hi?', file)

export default [
  page('', 'routes/home.tsx'),
  page('about', 'routes/about.tsx'),
  page('services', 'routes/services.tsx'),
  page('services/:id', 'routes/service-detail.tsx'),
  page('projects', 'routes/projects.tsx'),
  page('projects/:id', 'routes/project-detail.tsx'),
  page('how-it-works', 'routes/how-it-works.tsx'),
  page('client-solutions', 'routes/client-solutions.tsx'),
  page('resources', 'routes/resources.tsx'),
  page('resources/knowledge-center', 'routes/knowledge-center.tsx'),
  page('resources/articles/:id', 'routes/article.tsx'),
  page('resources/guide/:id', 'routes/guide.tsx'),
  page('resources/faqs', 'routes/faqs.tsx'),
  page('resources/project-tracker', 'routes/project-tracker.tsx'),
  page('resources/:calculator', 'routes/calculator.tsx'),
  page('contact', 'routes/contact.tsx'),
  // A free site visit booked by the visitor, and a visit's own page from its link (issue 28).
  page('site-visit', 'routes/site-visit.tsx'),
  page('site-visit/:token', 'routes/site-visit-link.tsx'),
  page('privacy-policy', 'routes/privacy-policy.tsx'),
  page('terms-of-service', 'routes/terms-of-service.tsx'),
  page('sitemap', 'routes/sitemap.tsx'),
  // A client's quotation, from the link staff sent (no /hi/ twin: it speaks the quotation's
  // language).
  route('q/:token', 'routes/quotation.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
