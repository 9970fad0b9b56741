import type { ProjectType } from '@nirman/contract'
import { Card, CardDescription, CardHeader, CardTitle, cn } from '@nirman/ui'
import { ArrowRight, Building2, House, type LucideIcon, School } from 'lucide-react'
import { portfolioCopy as portfolioCopyHindi } from '../../content/hi/projects'
import {
  type ProjectCategory,
  type ProjectFilter,
  portfolioCopy as portfolioCopyEnglish,
} from '../../content/projects'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'

const categoryIcons: Record<ProjectType, LucideIcon> = {
  residential: House,
  commercial: Building2,
  institutional: School,
}

export interface ProjectCategoriesProps {
  /** The category shown in the portfolio now, marked on its card. */
  current: ProjectFilter
  /** The id of the portfolio's section, where each card's link leads. */
  portfolioId: string
}

/**
 * A card per project type. Each card links to the portfolio filtered to its type, so it works as
 * a plain link before the page's script has loaded, and the browser's back button undoes it.
 */
export function ProjectCategories({ current, portfolioId }: ProjectCategoriesProps) {
  const portfolioCopy = usePageText(portfolioCopyEnglish, portfolioCopyHindi)
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {portfolioCopy.categories.map((category: ProjectCategory) => {
        const Icon = categoryIcons[category.type]
        const chosen = category.type === current
        return (
          <li key={category.type} className="flex">
            <Card
              className={cn(
                'relative w-full transition-shadow focus-within:shadow-lg hover:shadow-lg',
                chosen && 'border-primary ring-2 ring-primary',
              )}
            >
              <CardHeader className="gap-3">
                <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <CardTitle>{category.title}</CardTitle>
                <CardDescription className="text-base">{category.description}</CardDescription>
                <Link
                  to={{ search: `?type=${category.type}`, hash: portfolioId }}
                  aria-current={chosen ? 'true' : undefined}
                  className="mt-2 inline-flex items-center gap-1 font-semibold text-primary after:absolute after:inset-0 after:content-[''] hover:underline"
                >
                  {category.action}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </CardHeader>
            </Card>
          </li>
        )
      })}
    </ul>
  )
}
