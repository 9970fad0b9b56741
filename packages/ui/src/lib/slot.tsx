import {
  Children,
  type CSSProperties,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react'

export type SlotProps = HTMLAttributes<HTMLElement> & {
  children?: ReactNode
  ref?: Ref<HTMLElement>
}

type Props = Record<string, unknown>

/**
 * Renders its one child element with the slot's props merged in: `<Slot className="a"><a
 * href="/x" className="b" /></Slot>` draws `<a href="/x" class="a b">`. How the components'
 * `asChild` works (a Button that is a link). Event handlers of both run (the child's first), styles
 * and classes are combined, both refs are set, and any other prop of the child wins over the
 * slot's. The same contract as Radix's Slot, in a third of its size: the website's first load
 * carries it.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!isValidElement<Props>(children)) {
    // Several children cannot become one element: say so as Radix does (Children.only throws).
    if (Children.count(children) > 1) Children.only(null)
    return null
  }
  const childProps = children.props
  const childRef = childProps.ref as Ref<HTMLElement> | undefined
  return cloneElement(children, {
    ...mergeProps(slotProps, childProps),
    ref: ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef),
  })
}

function mergeProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps }
  for (const [name, childValue] of Object.entries(childProps)) {
    const slotValue = slotProps[name]
    if (
      /^on[A-Z]/.test(name) &&
      typeof slotValue === 'function' &&
      typeof childValue === 'function'
    ) {
      merged[name] = (...args: unknown[]) => {
        const result = childValue(...args)
        slotValue(...args)
        return result
      }
    } else if (name === 'style') {
      merged.style = { ...(slotValue as CSSProperties), ...(childValue as CSSProperties) }
    } else if (name === 'className') {
      merged.className = [slotValue, childValue].filter(Boolean).join(' ')
    } else if (childValue !== undefined || !(name in slotProps)) {
      merged[name] = childValue
    }
  }
  return merged
}

/** One ref callback that sets every ref given (and cleans up those that return a cleanup). */
function composeRefs<T>(...refs: Ref<T>[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node)
      if (ref) ref.current = node
      return undefined
    })
    return () => {
      refs.forEach((ref, index) => {
        const cleanup = cleanups[index]
        if (typeof cleanup === 'function') cleanup()
        else if (typeof ref === 'function') ref(null)
        else if (ref) ref.current = null
      })
    }
  }
}
