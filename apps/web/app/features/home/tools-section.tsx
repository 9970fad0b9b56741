import { Button, Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@nirman/ui'
import { articles as articlesEnglish } from '../../content/articles'
import { calculatorCopy as calculatorCopyEnglish } from '../../content/calculators'
import { articles as articlesHindi } from '../../content/hi/articles'
import { calculatorCopy as calculatorCopyHindi } from '../../content/hi/calculators'
import { toolsSectionCopy as copyHindi } from '../../content/hi/tools'
import { teasedArticleIds } from '../../content/home-sections'
import { paths } from '../../content/site-map'
import { toolsSectionCopy as copyEnglish, featuredTools } from '../../content/tools'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'
import { CardLink } from '../sections/card-link'
import { PageSection } from '../sections/page-section'

/** A few planning calculators and three knowledge-center articles (#resources). */
export function ToolsSection() {
  // Texts in the language of the page being drawn (app/i18n/page-text.ts).
  const articles = usePageText(articlesEnglish, articlesHindi)
  const calculatorCopy = usePageText(calculatorCopyEnglish, calculatorCopyHindi)
  const copy = usePageText(copyEnglish, copyHindi)
  return (
    <PageSection id="resources" title={copy.title} description={copy.description} tone="muted">
      <div className="space-y-14">
        <div>
          <h3 className="mb-6 font-semibold text-2xl">{copy.toolsTitle}</h3>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {featuredTools.map(({ slug, icon: Icon }) => {
              const { title, description } = calculatorCopy[slug]
              return (
                <li key={slug} className="flex">
                  <Card className="w-full gap-4">
                    <CardHeader className="gap-3">
                      <span className="flex size-11 items-center justify-center rounded-lg bg-amber-100 text-amber-900">
                        <Icon aria-hidden="true" className="size-6" />
                      </span>
                      <CardTitle as="h4" className="text-lg">
                        {title}
                      </CardTitle>
                      <CardDescription>{description}</CardDescription>
                    </CardHeader>
                    <CardFooter className="mt-auto">
                      <CardLink
                        to={paths.calculator(slug)}
                        label={copy.toolLinkLabel}
                        context={title}
                        size="sm"
                      />
                    </CardFooter>
                  </Card>
                </li>
              )
            })}
          </ul>
          <div className="mt-8 flex justify-center">
            <Button asChild variant="outline">
              <Link to={copy.allToolsTo}>{copy.allToolsLabel}</Link>
            </Button>
          </div>
        </div>
        <div>
          <h3 className="mb-6 font-semibold text-2xl">{copy.articlesTitle}</h3>
          <ul className="grid gap-6 md:grid-cols-3">
            {teasedArticleIds.map((articleId) => {
              const { id, title, excerpt, image } = articles[articleId]
              return (
                <li key={id} className="flex">
                  <Card className="w-full gap-4 overflow-hidden pt-0">
                    <img
                      src={image.src}
                      alt=""
                      width={800}
                      height={450}
                      loading="lazy"
                      decoding="async"
                      className="aspect-video h-auto w-full bg-muted object-cover"
                    />
                    <CardHeader className="gap-3">
                      <CardTitle as="h4" className="text-lg">
                        {title}
                      </CardTitle>
                      <CardDescription>{excerpt}</CardDescription>
                    </CardHeader>
                    <CardFooter className="mt-auto">
                      <CardLink
                        to={paths.article(id)}
                        label={copy.articleLinkLabel}
                        context={title}
                        size="sm"
                      />
                    </CardFooter>
                  </Card>
                </li>
              )
            })}
          </ul>
          <div className="mt-8 flex justify-center">
            <Button asChild variant="outline">
              <Link to={copy.allArticlesTo}>{copy.allArticlesLabel}</Link>
            </Button>
          </div>
        </div>
      </div>
    </PageSection>
  )
}
