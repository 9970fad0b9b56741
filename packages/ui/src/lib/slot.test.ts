import { createElement, createRef, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Slot } from './slot'

type Props = Record<string, unknown>

/** The element a Slot renders, to look at its props. */
function slotted(slotProps: Props, child: ReactElement<Props>): ReactElement<Props> {
  return Slot({ ...slotProps, children: child }) as ReactElement<Props>
}

describe('Slot', () => {
  it('draws the child element with the classes of both, the slot first', () => {
    const html = renderToStaticMarkup(
      createElement(
        Slot,
        { className: 'button', 'data-slot': 'button' } as Props,
        createElement('a', { href: '/contact', className: 'wide' }, 'Contact Us'),
      ),
    )
    expect(html).toMatch(/^<a [^>]*>Contact Us<\/a>$/)
    expect(html).toContain(' class="button wide"')
    expect(html).toContain(' href="/contact"')
    expect(html).toContain(' data-slot="button"')
  })

  it("runs both click handlers, the child's first, and returns the child's result", () => {
    const calls: string[] = []
    const element = slotted(
      { onClick: () => calls.push('slot') },
      createElement('a', {
        onClick: () => {
          calls.push('child')
          return 'child result'
        },
      }),
    )
    expect((element.props.onClick as () => unknown)()).toBe('child result')
    expect(calls).toEqual(['child', 'slot'])
  })

  it("keeps the slot's handler when the child has none, and the child's other props over the slot's", () => {
    const onFocus = vi.fn()
    const element = slotted(
      { onFocus, title: 'slot title', id: 'slot-id' },
      createElement('a', { title: 'child title', id: undefined }),
    )
    expect(element.props.onFocus).toBe(onFocus)
    expect(element.props.title).toBe('child title')
    // A prop the child leaves undefined does not wipe the slot's.
    expect(element.props.id).toBe('slot-id')
  })

  it('combines styles, the child winning where both set one', () => {
    const element = slotted(
      { style: { color: 'red', margin: 1 } },
      createElement('a', { style: { color: 'blue' } }),
    )
    expect(element.props.style).toEqual({ color: 'blue', margin: 1 })
  })

  it('sets both refs to the element, and clears both when it goes', () => {
    const slotRef = createRef<HTMLElement>()
    const seen: (HTMLElement | null)[] = []
    const element = slotted(
      { ref: slotRef },
      createElement<Props>('a', { ref: (node: HTMLElement | null) => void seen.push(node) }),
    )
    const node = { tagName: 'A' } as HTMLElement
    const cleanup = (element.props.ref as (node: HTMLElement) => () => void)(node)
    expect(slotRef.current).toBe(node)
    expect(seen).toEqual([node])
    cleanup()
    expect(slotRef.current).toBeNull()
    expect(seen).toEqual([node, null])
  })

  it('draws nothing without an element child, and refuses several children', () => {
    expect(Slot({ children: 'text' })).toBeNull()
    expect(() =>
      Slot({ children: [createElement('a', { key: 1 }), createElement('a', { key: 2 })] }),
    ).toThrow()
  })
})
