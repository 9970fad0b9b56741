import { Card, CardDescription, CardHeader, CardTitle, cn } from '@nirman/ui'
import type { LucideIcon } from 'lucide-react'

export interface FeatureItem {
  title: string
  text: string
  icon: LucideIcon
}

export interface FeatureGridProps {
  items: readonly FeatureItem[]
  className?: string
}

/** Cards of an icon, a title (`<h3>`) and a sentence: "why choose us", values, reasons. */
export function FeatureGrid({ items, className }: FeatureGridProps) {
  return (
    <ul
      className={cn(
        'grid gap-6 sm:grid-cols-2',
        items.length % 3 === 0 || items.length === 5 ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
        className,
      )}
    >
      {items.map(({ title, text, icon: Icon }) => (
        <li key={title} className="flex">
          <Card className="w-full">
            <CardHeader className="gap-3">
              <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <CardTitle>{title}</CardTitle>
              <CardDescription className="text-base">{text}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  )
}
