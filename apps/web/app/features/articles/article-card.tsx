import { Card, CardDescription, CardHeader, CardTitle } from '@nirman/ui'
import { CalendarDays } from 'lucide-react'
import type { ArticleSummary } from '../../content/articles'
import { paths } from '../../content/site-map'
import { formatDate } from '../../i18n/dates'
import { Link } from '../../i18n/link'
import { useLang } from '../../i18n/use-lang'

/** An article's teaser: image, date, title (the link to it) and excerpt. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const lang = useLang()
  return (
    <Card className="group relative w-full gap-4 overflow-hidden pt-0 transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <img
        src={article.image.src}
        alt=""
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-muted object-cover"
      />
      <CardHeader className="gap-2">
        <p className="inline-flex items-center gap-1 text-muted-foreground text-sm">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={article.date}>{formatDate(lang, article.date)}</time>
        </p>
        <CardTitle className="text-lg">
          <Link
            to={paths.article(article.id)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-primary"
          >
            {article.title}
          </Link>
        </CardTitle>
        <CardDescription className="text-base">{article.excerpt}</CardDescription>
      </CardHeader>
    </Card>
  )
}

/** Article cards in a responsive grid. */
export function ArticleGrid({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id} className="flex">
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  )
}
