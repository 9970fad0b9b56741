import { cva, type VariantProps } from 'class-variance-authority'
import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn'

export const noticeVariants = cva(
  'flex w-full gap-3 rounded-lg border px-4 py-3 text-sm [&_[data-slot=notice-icon]_svg]:size-5',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive-subtle text-destructive-subtle-foreground',
        success: 'border-success bg-success-subtle text-success-subtle-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

type NoticeVariant = NonNullable<VariantProps<typeof noticeVariants>['variant']>

const defaultIcons: Record<NoticeVariant, ReactNode> = {
  default: <Info />,
  destructive: <CircleAlert />,
  success: <CircleCheck />,
}

export type NoticeProps = ComponentProps<'div'> &
  VariantProps<typeof noticeVariants> & {
    /**
     * The icon before the text, decorative (hidden from screen readers). Each variant has its
     * own by default; pass another icon to replace it, or `false` for none.
     */
    icon?: ReactNode
    /**
     * Announce it as urgent (`role="alert"`), as destructive notices are. Other notices are
     * `role="status"`, read politely when the reader is idle.
     */
    live?: boolean
  }

/**
 * A message in the page, such as "Validation Error" above a form or "Message Sent Successfully!"
 * after it. Destructive notices (and any with `live`) are alerts, announced when they appear;
 * the others are polite status messages.
 *
 * @example
 * <Notice variant="destructive">
 *   <NoticeTitle>Validation Error</NoticeTitle>
 *   <NoticeDescription>Name must be at least 3 characters</NoticeDescription>
 * </Notice>
 */
export function Notice({
  className,
  variant,
  icon,
  live = false,
  children,
  ...props
}: NoticeProps) {
  const shownIcon = icon === undefined ? defaultIcons[variant ?? 'default'] : icon
  return (
    <div
      data-slot="notice"
      role={live || variant === 'destructive' ? 'alert' : 'status'}
      className={cn(noticeVariants({ variant }), className)}
      {...props}
    >
      {shownIcon ? (
        <span data-slot="notice-icon" aria-hidden="true" className="mt-0.5 shrink-0">
          {shownIcon}
        </span>
      ) : null}
      <div data-slot="notice-body" className="grid min-w-0 flex-1 gap-1">
        {children}
      </div>
    </div>
  )
}

export type NoticeTitleProps = ComponentProps<'div'>

/**
 * The notice's headline, e.g. "Validation Error".
 *
 * @example
 * <NoticeTitle>Message Sent Successfully!</NoticeTitle>
 */
export function NoticeTitle({ className, ...props }: NoticeTitleProps) {
  return (
    <div
      data-slot="notice-title"
      className={cn('text-base leading-snug font-semibold', className)}
      {...props}
    />
  )
}

export type NoticeDescriptionProps = ComponentProps<'div'>

/**
 * The notice's text, under its title.
 *
 * @example
 * <NoticeDescription>Thank you for contacting the company. We'll respond shortly.</NoticeDescription>
 */
export function NoticeDescription({ className, ...props }: NoticeDescriptionProps) {
  return (
    <div
      data-slot="notice-description"
      className={cn('text-sm [&_p]:leading-relaxed', className)}
      {...props}
    />
  )
}
