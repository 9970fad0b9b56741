import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Testimonial } from '../../content/testimonials'
import { TestimonialCarousel } from './testimonial-carousel'

// Three short testimonials, so a test can tell the slides apart by their quotes.
const testimonials: Testimonial[] = [
  { quote: 'First quote', name: 'Asha', detail: 'Homeowner, Patna', project: 'House' },
  { quote: 'Second quote', name: 'Bina', detail: 'Owner, Gaya', project: 'Shop' },
  { quote: 'Third quote', name: 'Chandan', detail: 'Homeowner, Danapur', project: 'Floor' },
]

/** The slide on screen: the one group not hidden. */
function visibleSlide() {
  return screen.getByRole('group')
}

function renderCarousel() {
  // No pause between events: under fake timers a pause would wait for time that never passes.
  const user = userEvent.setup({ delay: null })
  // On an English page (a component reads its texts in the language of the page's address).
  render(
    <MemoryRouter>
      <TestimonialCarousel testimonials={testimonials} />
    </MemoryRouter>,
  )
  return user
}

describe('TestimonialCarousel', () => {
  beforeEach(() => {
    // Testing Library waits on a real setTimeout between events: let fake time follow real time,
    // and jump it forward by hand where the test needs a long wait.
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is a named carousel region showing the first slide, labelled "1 of 3"', () => {
    renderCarousel()
    const region = screen.getByRole('region', { name: 'Client testimonials' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    // Hidden slides are left out of the accessibility tree: exactly one group is exposed.
    expect(screen.getAllByRole('group')).toHaveLength(1)
    expect(visibleSlide()).toHaveAccessibleName('1 of 3')
    expect(visibleSlide()).toHaveAttribute('aria-roledescription', 'slide')
    expect(within(visibleSlide()).getByText('First quote')).toBeVisible()
    expect(screen.queryByText('Second quote')).not.toBeVisible()
  })

  it('goes forward with "Next testimonial" and wraps from the last slide to the first', async () => {
    const user = renderCarousel()
    const next = screen.getByRole('button', { name: 'Next testimonial' })
    await user.click(next)
    expect(visibleSlide()).toHaveAccessibleName('2 of 3')
    expect(within(visibleSlide()).getByText('Second quote')).toBeVisible()
    await user.click(next)
    expect(visibleSlide()).toHaveAccessibleName('3 of 3')
    // 3 + 1 wraps to 1.
    await user.click(next)
    expect(visibleSlide()).toHaveAccessibleName('1 of 3')
    expect(within(visibleSlide()).getByText('First quote')).toBeVisible()
  })

  it('goes back with "Previous testimonial" and wraps from the first slide to the last', async () => {
    const user = renderCarousel()
    const previous = screen.getByRole('button', { name: 'Previous testimonial' })
    // 1 - 1 wraps to 3.
    await user.click(previous)
    expect(visibleSlide()).toHaveAccessibleName('3 of 3')
    expect(within(visibleSlide()).getByText('Third quote')).toBeVisible()
    await user.click(previous)
    expect(visibleSlide()).toHaveAccessibleName('2 of 3')
  })

  it('jumps to a slide with its dot and marks that dot as the current one', async () => {
    const user = renderCarousel()
    const dots = [1, 2, 3].map((n) => screen.getByRole('button', { name: `Show testimonial ${n}` }))
    expect(dots[0]).toHaveAttribute('aria-current', 'true')
    expect(dots[2]).not.toHaveAttribute('aria-current')

    await user.click(screen.getByRole('button', { name: 'Show testimonial 3' }))
    expect(visibleSlide()).toHaveAccessibleName('3 of 3')
    expect(within(visibleSlide()).getByText('Third quote')).toBeVisible()
    expect(dots[2]).toHaveAttribute('aria-current', 'true')
    expect(dots[0]).not.toHaveAttribute('aria-current')

    await user.click(screen.getByRole('button', { name: 'Show testimonial 2' }))
    expect(visibleSlide()).toHaveAccessibleName('2 of 3')
  })

  it('never moves on its own, however long the visitor stays', async () => {
    const user = renderCarousel()
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(visibleSlide()).toHaveAccessibleName('1 of 3')
    // Nor after the visitor has moved it once.
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }))
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(visibleSlide()).toHaveAccessibleName('2 of 3')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('announces slide changes politely and points its controls at the slides', () => {
    renderCarousel()
    const slides = visibleSlide().parentElement
    expect(slides).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toHaveAttribute(
      'aria-controls',
      slides?.id,
    )
  })
})
