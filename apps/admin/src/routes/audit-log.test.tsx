import type { AuditEntry } from '@nirman/contract'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { owner } from '../test/dashboard'
import { installFakeApi } from '../test/fake-api'
import { renderDashboard } from '../test/render'

afterEach(() => vi.unstubAllGlobals())

const entry = (id: number, fields: Pick<AuditEntry, 'action' | 'targetType' | 'targetId'>) => ({
  id,
  at: '2026-11-20T04:30:00.000Z',
  actor: { id: 9, name: 'Rajesh Nirman' },
  details: {},
  ...fields,
})

describe('the audit log of the portfolio', () => {
  it('names each change to a project, its photos or a testimonial, and the reorderings', async () => {
    installFakeApi({
      user: owner,
      audit: [
        entry(4, { action: 'testimonial.order', targetType: 'testimonial', targetId: 0 }),
        entry(3, { action: 'project.photo_add', targetType: 'project', targetId: 7 }),
        // A new order of the whole portfolio is recorded against id 0.
        entry(2, { action: 'project.order', targetType: 'project', targetId: 0 }),
        entry(1, { action: 'testimonial.delete', targetType: 'testimonial', targetId: 3 }),
      ],
    })
    renderDashboard('/audit-log')
    const log = await screen.findByRole('list', { name: 'Audit log' })
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent),
    ).toEqual([
      'Rajesh Nirman · Changed the order · the testimonials',
      'Rajesh Nirman · Added a photo · project 7',
      'Rajesh Nirman · Changed the order · the portfolio',
      'Rajesh Nirman · Deleted a testimonial · testimonial 3',
    ])
  })
})
