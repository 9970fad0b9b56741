import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import { X } from 'lucide-react'
import { type ComponentProps, useRef } from 'react'
import { cn } from '../lib/cn'
import { useScrollFocusable } from './use-scroll-focusable'

export type ModalProps = ComponentProps<typeof DialogPrimitive.Root>

/**
 * A dialog that sits above the page: focus is trapped inside it, Escape and the close button close
 * it, and focus then returns to what opened it (whatever had the focus when it opened). Open it with a `ModalTrigger`, or control it with
 * `open` and `onOpenChange` (the quote popup opens itself on a timer).
 *
 * @example
 * <Modal>
 *   <ModalTrigger asChild><Button>Get a Quote</Button></ModalTrigger>
 *   <ModalContent>
 *     <ModalHeader>
 *       <ModalTitle>Get a Quick Quote</ModalTitle>
 *       <ModalDescription>Fill out this quick form and we'll contact you shortly!</ModalDescription>
 *     </ModalHeader>
 *     <ModalBody>...</ModalBody>
 *     <ModalFooter><Button type="submit">Send Request</Button></ModalFooter>
 *   </ModalContent>
 * </Modal>
 */
export function Modal(props: ModalProps) {
  return <DialogPrimitive.Root {...props} />
}

export type ModalTriggerProps = ComponentProps<typeof DialogPrimitive.Trigger>

/**
 * The control that opens the modal. Use `asChild` to open it from a `Button`.
 *
 * @example
 * <ModalTrigger asChild><Button variant="accent">Get a Quote</Button></ModalTrigger>
 */
export function ModalTrigger(props: ModalTriggerProps) {
  return <DialogPrimitive.Trigger data-slot="modal-trigger" {...props} />
}

export const modalContentVariants = cva(
  // On phones the panel takes nearly the whole screen; from 640 px it is a centred card.
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-border bg-card text-card-foreground shadow-xl transition-[opacity,scale] starting:scale-95 starting:opacity-0 sm:max-h-[calc(100dvh-4rem)] sm:w-[calc(100%-2rem)]',
  {
    variants: {
      size: {
        sm: 'sm:max-w-sm',
        md: 'sm:max-w-lg',
        lg: 'sm:max-w-2xl',
        xl: 'sm:max-w-4xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export type ModalContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof modalContentVariants> & {
    /** Shows the X button in the top right corner. */
    showCloseButton?: boolean
    /** Accessible name of the X button. */
    closeLabel?: string
  }

/**
 * The element that had the focus when the modal opened, to give it back on close (WCAG 2.4.3).
 * Radix gives it to a `ModalTrigger` only; a modal opened otherwise (by a link that changes the
 * address, by a timer, by `open`) would leave the focus on the page's body.
 */
function useFocusToReturn() {
  const focusedBefore = useRef<HTMLElement | null>(null)
  return {
    /** Call as the modal opens, before it moves the focus inside itself. */
    remember: () => {
      const active = document.activeElement
      focusedBefore.current =
        active instanceof HTMLElement && active !== document.body ? active : null
    },
    /** Focuses it if it is still in the page; false when there is nothing to give it back to. */
    giveBack: () => {
      const element = focusedBefore.current
      focusedBefore.current = null
      if (!element?.isConnected) return false
      element.focus({ preventScroll: true })
      return document.activeElement === element
    },
  }
}

/** Whether an event happened inside the toasts (drawn above every dialog). */
const isInToast = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[data-slot="toast-viewport"]') !== null

/**
 * The modal itself, rendered in a portal over a dimmed page. Give it a `ModalTitle` (its accessible
 * name) and a `ModalDescription`; a modal without a description must pass
 * `aria-describedby={undefined}`. Lay it out with `ModalHeader`, a scrolling `ModalBody` and
 * `ModalFooter`.
 *
 * @example
 * <ModalContent size="lg">
 *   <ModalHeader><ModalTitle>Submission details</ModalTitle></ModalHeader>
 *   <ModalBody>...</ModalBody>
 * </ModalContent>
 */
export function ModalContent({
  className,
  size,
  showCloseButton = true,
  closeLabel = 'Close',
  children,
  onPointerDownOutside,
  onInteractOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ModalContentProps) {
  const focusToReturn = useFocusToReturn()
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="modal-overlay"
        className="fixed inset-0 z-50 bg-overlay transition-opacity starting:opacity-0"
      />
      <DialogPrimitive.Content
        data-slot="modal-content"
        className={cn(modalContentVariants({ size }), className)}
        // A toast sits above the dialog: touching it (to read or close it) must not close the
        // dialog and throw away what was typed.
        onPointerDownOutside={(event) => {
          if (isInToast(event.target)) event.preventDefault()
          onPointerDownOutside?.(event)
        }}
        onInteractOutside={(event) => {
          if (isInToast(event.target)) event.preventDefault()
          onInteractOutside?.(event)
        }}
        // Opening: still on the page, the focus is where it must come back to.
        onOpenAutoFocus={(event) => {
          focusToReturn.remember()
          onOpenAutoFocus?.(event)
        }}
        // Closed: the focus goes back where it was when the modal opened (its trigger, or the
        // control that opened it some other way); with nothing there, Radix's own (the trigger).
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          if (event.defaultPrevented) return
          if (focusToReturn.giveBack()) event.preventDefault()
        }}
        {...props}
      >
        {children}
        {/* Last in the DOM so that opening focuses the first field, not the X. */}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="modal-close-button"
            aria-label={closeLabel}
            className="absolute top-2 right-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-5"
          >
            <X aria-hidden />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export type ModalHeaderProps = ComponentProps<'div'>

/**
 * Holds the title and description, clear of the close button.
 *
 * @example
 * <ModalHeader><ModalTitle>Get a Quick Quote</ModalTitle></ModalHeader>
 */
export function ModalHeader({ className, ...props }: ModalHeaderProps) {
  return (
    <div
      data-slot="modal-header"
      className={cn('flex shrink-0 flex-col gap-1.5 px-6 pt-6 pr-14 pb-4', className)}
      {...props}
    />
  )
}

export type ModalTitleProps = ComponentProps<typeof DialogPrimitive.Title>

/**
 * The modal's heading and accessible name. Required.
 *
 * @example
 * <ModalTitle>Get a Quick Quote</ModalTitle>
 */
export function ModalTitle({ className, ...props }: ModalTitleProps) {
  return (
    <DialogPrimitive.Title
      data-slot="modal-title"
      className={cn('text-xl font-semibold text-foreground', className)}
      {...props}
    />
  )
}

export type ModalDescriptionProps = ComponentProps<typeof DialogPrimitive.Description>

/**
 * One or two sentences under the title, read by screen readers when the modal opens.
 *
 * @example
 * <ModalDescription>Fill out this quick form and we'll contact you shortly!</ModalDescription>
 */
export function ModalDescription({ className, ...props }: ModalDescriptionProps) {
  return (
    <DialogPrimitive.Description
      data-slot="modal-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

export type ModalBodyProps = ComponentProps<'div'>

/**
 * The modal's content. It scrolls when it is taller than the screen, while the header and footer
 * stay put. A long text with nothing focusable in it becomes a tab stop, so keyboard users can
 * scroll it too.
 *
 * @example
 * <ModalBody><QuoteForm /></ModalBody>
 */
export function ModalBody({ className, ref, tabIndex, ...props }: ModalBodyProps) {
  const [bodyRef, needsFocus] = useScrollFocusable(ref)
  return (
    <div
      data-slot="modal-body"
      ref={bodyRef}
      tabIndex={tabIndex ?? (needsFocus ? 0 : undefined)}
      className={cn(
        'min-h-0 flex-1 overflow-y-auto px-6 py-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  )
}

export type ModalFooterProps = ComponentProps<'div'>

/**
 * The modal's actions: stacked full width on phones with the main action on top, in a row on the
 * right from 640 px.
 *
 * @example
 * <ModalFooter>
 *   <ModalClose asChild><Button variant="outline">Cancel</Button></ModalClose>
 *   <Button type="submit">Send Request</Button>
 * </ModalFooter>
 */
export function ModalFooter({ className, ...props }: ModalFooterProps) {
  return (
    <div
      data-slot="modal-footer"
      className={cn(
        'flex shrink-0 flex-col-reverse gap-2 px-6 pt-4 pb-6 sm:flex-row sm:justify-end',
        className,
      )}
      {...props}
    />
  )
}

export type ModalCloseProps = ComponentProps<typeof DialogPrimitive.Close>

/**
 * Closes the modal; wrap a "Cancel" button in it with `asChild`.
 *
 * @example
 * <ModalClose asChild><Button variant="outline">Cancel</Button></ModalClose>
 */
export function ModalClose(props: ModalCloseProps) {
  return <DialogPrimitive.Close data-slot="modal-close" {...props} />
}
