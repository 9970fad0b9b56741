import { clientQuotationMessages } from '@nirman/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { quotationPageCopy as hindiCopy } from '../../content/hi/quotation'
import { quotationPageCopy as copy } from '../../content/quotation'
import {
  fakeQuotationApi,
  hindiQuotation,
  paths,
  renderQuotationPage,
  sampleQuotation,
} from './test-utils'

// Accepting a quotation with a name and an e-mailed code, and declining it with a reason, against
// a fake API: the code sent, each refusal beside its field or above the form in the quotation's
// language, every value kept after a refusal, one request per tap, and the page as answered.

afterEach(() => {
  vi.restoreAllMocks()
})

const en = clientQuotationMessages.en
const hi = clientQuotationMessages.hi
const codeSent = { status: 200, body: { codeTo: 'an•••@example.com', minutes: 15 } }
// 10:15 UTC is 3:45 in the afternoon in India.
const acceptedAt = '2026-12-12T10:15:00.000Z'
const accepted = (quotation = sampleQuotation()) => ({
  status: 200,
  body: { ...quotation, status: 'accepted', accepted: { name: 'Anita Sharma', at: acceptedAt } },
})

async function openPage(quotation = sampleQuotation(), answers = {}) {
  const api = fakeQuotationApi({ [paths.view]: { status: 200, body: quotation }, ...answers })
  const page = renderQuotationPage()
  await screen.findByRole('heading', { level: 1, name: /Q-12/ })
  return { api, ...page }
}

describe('accepting a quotation', () => {
  it('sends a code, then accepts with the name and the code, and shows who accepted it when', async () => {
    const { api, user } = await openPage(sampleQuotation(), {
      [paths.code]: codeSent,
      [paths.accept]: accepted(),
    })
    await user.type(screen.getByRole('textbox', { name: copy.answer.nameLabel }), ' Anita Sharma ')
    await user.click(screen.getByRole('button', { name: copy.answer.sendCode }))

    const code = screen.getByRole('textbox', { name: copy.answer.codeLabel })
    await waitFor(() => expect(code).toHaveFocus())
    expect(
      screen.getByText('We sent a 6-digit code to an•••@example.com. It works for 15 minutes.'),
    ).toHaveAttribute('role', 'status')
    expect(screen.getByRole('button', { name: copy.answer.newCode })).toBeVisible()
    expect(code).toHaveAttribute('inputmode', 'numeric')
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(api.sent(paths.code)[0]?.body).toEqual({ revision: 2 })

    await user.type(code, '482 913')
    await user.click(screen.getByRole('button', { name: copy.answer.accept }))
    const banner = await screen.findByText(
      'Accepted by Anita Sharma on 12 December 2026 at 3:45 pm IST.',
    )
    await waitFor(() => expect(banner.closest('[tabindex]')).toHaveFocus())
    expect(api.sent(paths.accept)[0]?.body).toEqual({
      revision: 2,
      name: 'Anita Sharma',
      code: '482913',
    })
    expect(screen.getByRole('link', { name: copy.status.acceptedPdf })).toBeVisible()
    expect(screen.queryByRole('region', { name: copy.answer.title })).toBeNull()
  })

  it('posts with the origin kept for our API, though the page sends no referrer', async () => {
    const { api, user } = await openPage(sampleQuotation(), { [paths.code]: codeSent })
    await user.click(screen.getByRole('button', { name: copy.answer.sendCode }))
    await waitFor(() => expect(api.sent(paths.code)).toHaveLength(1))
    expect(api.sent(paths.code)[0]?.referrerPolicy).toBe('same-origin')
  })

  it('checks the name and the code before sending, beside each field', async () => {
    const { api, user } = await openPage()
    await user.type(screen.getByRole('textbox', { name: copy.answer.nameLabel }), 'A')
    await user.type(screen.getByRole('textbox', { name: copy.answer.codeLabel }), '12345')
    await user.click(screen.getByRole('button', { name: copy.answer.accept }))

    const name = screen.getByRole('textbox', { name: copy.answer.nameLabel })
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toHaveAccessibleDescription(en.name)
    expect(name).toHaveAttribute('aria-invalid', 'true')
    const code = screen.getByRole('textbox', { name: copy.answer.codeLabel })
    expect(code).toHaveAccessibleDescription(en.code)
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      en.name,
      en.code,
    ])
    expect(api.sent(paths.accept)).toEqual([])
    expect(name).toHaveValue('A')
    expect(code).toHaveValue('12345')
  })

  it('says a wrong code beside the code field in Hindi, keeping what was typed', async () => {
    const { user } = await openPage(hindiQuotation(), {
      [paths.code]: codeSent,
      // The API words its domain refusals in the quotation's language.
      [paths.accept]: { status: 401, body: { message: hi.wrongCode } },
    })
    await user.type(screen.getByRole('textbox', { name: hindiCopy.answer.nameLabel }), 'अनीता शर्मा')
    await user.click(screen.getByRole('button', { name: hindiCopy.answer.sendCode }))
    expect(
      await screen.findByText(
        'हमने an•••@example.com पर 6 अंकों का कोड भेजा है। यह 15 मिनट तक काम करेगा।',
      ),
    ).toBeVisible()
    const code = screen.getByRole('textbox', { name: hindiCopy.answer.codeLabel })
    // A Hindi keyboard's digits are read as the code's.
    await user.type(code, '१११ १११')
    await user.click(screen.getByRole('button', { name: hindiCopy.answer.accept }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(hi.wrongCode)
    await waitFor(() => expect(code).toHaveFocus())
    expect(code).toHaveAccessibleDescription(hi.wrongCode)
    expect(code).toHaveValue('१११ १११')
    expect(screen.getByRole('textbox', { name: hindiCopy.answer.nameLabel })).toHaveValue(
      'अनीता शर्मा',
    )
    expect(screen.getByRole('button', { name: hindiCopy.answer.accept })).toBeEnabled()
  })

  it('says the API’s English field checks in Hindi, beside their fields', async () => {
    const { user } = await openPage(hindiQuotation(), {
      [paths.accept]: {
        status: 400,
        body: {
          message: 'Validation Error',
          issues: [{ path: ['name'], message: en.nameLong }],
        },
      },
    })
    await user.type(screen.getByRole('textbox', { name: hindiCopy.answer.nameLabel }), 'अनीता')
    await user.type(screen.getByRole('textbox', { name: hindiCopy.answer.codeLabel }), '123456')
    await user.click(screen.getByRole('button', { name: hindiCopy.answer.accept }))
    const name = screen.getByRole('textbox', { name: hindiCopy.answer.nameLabel })
    await waitFor(() => expect(name).toHaveAccessibleDescription(hi.nameLong))
    expect(name).toHaveFocus()
  })

  it('keeps every value when a newer revision was sent meanwhile, and offers to reload', async () => {
    const { api, user } = await openPage(sampleQuotation(), {
      [paths.accept]: { status: 409, body: { message: en.changed } },
    })
    await user.type(screen.getByRole('textbox', { name: copy.answer.nameLabel }), 'Anita Sharma')
    await user.type(screen.getByRole('textbox', { name: copy.answer.codeLabel }), '482913')
    await user.click(screen.getByRole('button', { name: copy.answer.accept }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.changed)
    await waitFor(() => expect(alert).toHaveFocus())
    expect(screen.getByRole('textbox', { name: copy.answer.nameLabel })).toHaveValue('Anita Sharma')
    expect(screen.getByRole('textbox', { name: copy.answer.codeLabel })).toHaveValue('482913')

    await user.click(within(alert).getByRole('button', { name: copy.answer.reload }))
    await waitFor(() => expect(api.sent(paths.view)).toHaveLength(2))
  })

  it('says when the server cannot be reached, keeping the values', async () => {
    const { user } = await openPage(sampleQuotation(), { [paths.accept]: 'offline' })
    await user.type(screen.getByRole('textbox', { name: copy.answer.nameLabel }), 'Anita Sharma')
    await user.type(screen.getByRole('textbox', { name: copy.answer.codeLabel }), '482913')
    await user.click(screen.getByRole('button', { name: copy.answer.accept }))
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.answer.notReached)
    expect(screen.getByRole('textbox', { name: copy.answer.codeLabel })).toHaveValue('482913')
  })

  it('says the hour’s codes are used up, above the form', async () => {
    const { user } = await openPage(sampleQuotation(), {
      [paths.code]: { status: 429, body: { message: en.tooManyCodes } },
    })
    await user.click(screen.getByRole('button', { name: copy.answer.sendCode }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.tooManyCodes)
    expect(within(alert).queryByRole('button')).toBeNull()
  })

  it('sends one acceptance for a double tap, its buttons disabled while it is on its way', async () => {
    const { api, user } = await openPage(sampleQuotation(), { [paths.accept]: 'never' })
    await user.type(screen.getByRole('textbox', { name: copy.answer.nameLabel }), 'Anita Sharma')
    await user.type(screen.getByRole('textbox', { name: copy.answer.codeLabel }), '482913')
    const accept = screen.getByRole('button', { name: copy.answer.accept })
    await user.dblClick(accept)
    await user.keyboard('{Enter}')

    const busy = await screen.findByRole('button', { name: copy.answer.accepting })
    expect(busy).toBeDisabled()
    expect(screen.getByRole('button', { name: copy.answer.sendCode })).toBeDisabled()
    expect(api.sent(paths.accept)).toHaveLength(1)
  })
})

describe('declining a quotation', () => {
  it('asks for a reason, then declines with it and says so', async () => {
    const { api, user } = await openPage(sampleQuotation(), {
      [paths.decline]: {
        status: 200,
        body: {
          ...sampleQuotation(),
          status: 'declined',
          declined: { reason: 'Over our budget.', at: acceptedAt },
        },
      },
    })
    await user.click(screen.getByText(copy.answer.decline))
    const reason = screen.getByRole('textbox', { name: copy.answer.reasonLabel })
    await user.type(reason, '   ')
    await user.click(screen.getByRole('button', { name: copy.answer.declineButton }))
    await waitFor(() => expect(reason).toHaveFocus())
    expect(reason).toHaveAccessibleDescription(en.reason)
    expect(api.sent(paths.decline)).toEqual([])

    await user.clear(reason)
    await user.type(reason, 'Over our budget.')
    await user.click(screen.getByRole('button', { name: copy.answer.declineButton }))
    expect(
      await screen.findByText('You declined this quotation on 12 December 2026.'),
    ).toBeVisible()
    expect(screen.getByText('Over our budget.')).toBeVisible()
    expect(api.sent(paths.decline)[0]?.body).toEqual({ revision: 2, reason: 'Over our budget.' })
    expect(screen.queryByRole('region', { name: copy.answer.title })).toBeNull()
  })

  it('keeps the reason when it was answered elsewhere meanwhile, in Hindi', async () => {
    const { user } = await openPage(hindiQuotation(), {
      [paths.decline]: { status: 409, body: { message: hi.decided } },
    })
    await user.click(screen.getByText(hindiCopy.answer.decline))
    const reason = screen.getByRole('textbox', { name: hindiCopy.answer.reasonLabel })
    await user.type(reason, 'बजट से ज़्यादा है')
    await user.click(screen.getByRole('button', { name: hindiCopy.answer.declineButton }))
    expect(await screen.findByRole('alert')).toHaveTextContent(hi.decided)
    expect(reason).toHaveValue('बजट से ज़्यादा है')
    expect(screen.getByRole('button', { name: hindiCopy.answer.reload })).toBeVisible()
  })
})
