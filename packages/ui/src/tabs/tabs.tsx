import * as TabsPrimitive from '@radix-ui/react-tabs'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>

/**
 * Panels of content shown one at a time, chosen from a row of tabs. Arrow keys move between tabs
 * (Home and End jump to the ends); the selected tab's panel follows.
 *
 * @example
 * <Tabs defaultValue="submissions">
 *   <TabsList aria-label="Dashboard sections">
 *     <TabsTrigger value="submissions">Contact Form Submissions</TabsTrigger>
 *   </TabsList>
 *   <TabsContent value="submissions">...</TabsContent>
 * </Tabs>
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className)}
      {...props}
    />
  )
}

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List>

/**
 * The row of tabs. Name it with `aria-label` when no heading says what the tabs are for. On a
 * narrow screen it scrolls sideways rather than wrapping.
 *
 * @example
 * <TabsList aria-label="Project details">...</TabsList>
 */
export function TabsList({ className, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch',
        className,
      )}
      {...props}
    />
  )
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>

/**
 * One tab. The selected one (`data-state="active"`) is raised on a white card.
 *
 * @example
 * <TabsTrigger value="overview">Overview</TabsTrigger>
 */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  )
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>

/**
 * The panel of one tab, labelled by it. Focusable, so Tab from the tab row lands on it.
 *
 * @example
 * <TabsContent value="overview">...</TabsContent>
 */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'flex-1 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  )
}
