import { type Ref, type RefCallback, useCallback, useState } from 'react'

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/**
 * Keyboard users scroll a region with the arrow keys only once something inside it has focus. When
 * the region overflows and holds nothing focusable (a long text), it must take focus itself (WCAG
 * 2.1.1, axe rule `scrollable-region-focusable`). When it holds a form, its fields already get
 * focus, so an extra tab stop would only be in the way.
 *
 * Returns a ref for the region, merged with `ref`, and whether the region should have
 * `tabIndex={0}`; both follow the region's size and content as they change.
 */
export function useScrollFocusable<T extends HTMLElement>(
  ref: Ref<T> | undefined,
): [RefCallback<T>, boolean] {
  const [needsFocus, setNeedsFocus] = useState(false)

  const regionRef = useCallback(
    (node: T) => {
      const update = () => {
        const overflows = node.scrollHeight > node.clientHeight
        // The region's own tabindex does not count: querySelector looks only at descendants.
        setNeedsFocus(overflows && node.querySelector(FOCUSABLE) === null)
      }
      update()
      const resizeObserver = new ResizeObserver(update)
      resizeObserver.observe(node)
      const mutationObserver = new MutationObserver(update)
      mutationObserver.observe(node, { childList: true, subtree: true, characterData: true })

      const refCleanup = setRef(ref, node)
      return () => {
        resizeObserver.disconnect()
        mutationObserver.disconnect()
        refCleanup()
      }
    },
    [ref],
  )

  return [regionRef, needsFocus]
}

/** Hands `node` to a ref the caller passed, returning how to let go of it again. */
function setRef<T>(ref: Ref<T> | undefined, node: T): () => void {
  if (typeof ref === 'function') {
    const cleanup = ref(node)
    return typeof cleanup === 'function' ? cleanup : () => ref(null)
  }
  if (ref) {
    ref.current = node
    return () => {
      ref.current = null
    }
  }
  return () => {}
}
