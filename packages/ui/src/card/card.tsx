import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export type CardProps = ComponentProps<'div'>

/**
 * A bordered surface that groups one thing: a service, a project, a calculator result.
 *
 * @example
 * <Card>
 *   <CardHeader>
 *     <CardTitle as="h2">Residential Construction</CardTitle>
 *     <CardDescription>Homes built to last, from foundation to finish.</CardDescription>
 *   </CardHeader>
 *   <CardContent>...</CardContent>
 *   <CardFooter><Button>Learn More</Button></CardFooter>
 * </Card>
 */
export function Card({ className, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-6 rounded-lg border border-border bg-card py-6 text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    />
  )
}

export type CardHeaderProps = ComponentProps<'div'>

/**
 * The top of a card: its title and description.
 *
 * @example
 * <CardHeader><CardTitle>Paint Calculator</CardTitle></CardHeader>
 */
export function CardHeader({ className, ...props }: CardHeaderProps) {
  return (
    <div
      data-slot="card-header"
      className={cn('flex flex-col gap-1.5 px-6', className)}
      {...props}
    />
  )
}

/** The heading elements a CardTitle can render. */
export type CardTitleLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

export type CardTitleProps = ComponentProps<'h3'> & {
  /** The heading element, to fit the page's outline: `h3` unless the page says otherwise. */
  as?: CardTitleLevel
}

/**
 * The card's heading. An `<h3>` by default; set `as` to the level the page's outline needs.
 *
 * @example
 * <CardTitle as="h2">Our Services</CardTitle>
 */
export function CardTitle({ as: Heading = 'h3', className, ...props }: CardTitleProps) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('text-xl leading-tight font-semibold text-card-foreground', className)}
      {...props}
    />
  )
}

export type CardDescriptionProps = ComponentProps<'p'>

/**
 * A line of supporting text under the card's title.
 *
 * @example
 * <CardDescription>Estimate litres of paint for any wall.</CardDescription>
 */
export function CardDescription({ className, ...props }: CardDescriptionProps) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

export type CardContentProps = ComponentProps<'div'>

/**
 * The body of the card.
 *
 * @example
 * <CardContent><p>Completed in 11 months.</p></CardContent>
 */
export function CardContent({ className, ...props }: CardContentProps) {
  return <div data-slot="card-content" className={cn('px-6', className)} {...props} />
}

export type CardFooterProps = ComponentProps<'div'>

/**
 * The bottom row of the card, usually its actions.
 *
 * @example
 * <CardFooter><Button variant="outline">View Project</Button></CardFooter>
 */
export function CardFooter({ className, ...props }: CardFooterProps) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex flex-wrap items-center gap-3 px-6', className)}
      {...props}
    />
  )
}
