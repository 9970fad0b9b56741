import { Button, Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@nirman/ui'
import { ArrowRight } from 'lucide-react'
import type { LinkTool } from '../../content/resources'
import { Link } from '../../i18n/link'

/** A tool card that leads to another page: the client project tracker, the knowledge center. */
export function LinkToolCard({ tool }: { tool: LinkTool }) {
  const Icon = tool.icon
  return (
    <Card className="w-full gap-4 border-brand-200 bg-secondary">
      <CardHeader className="gap-3">
        <span className="flex size-12 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <CardTitle className="text-lg">{tool.title}</CardTitle>
        <CardDescription className="text-base">{tool.description}</CardDescription>
      </CardHeader>
      <CardFooter className="mt-auto">
        <Button asChild size="sm" variant="accent">
          <Link to={tool.action.to}>
            {tool.action.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  )
}
