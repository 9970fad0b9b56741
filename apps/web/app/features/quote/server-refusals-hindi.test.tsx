import { tooManyRequestsAnswer } from '@nirman/contract'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { hindiFirstLoad } from '../../i18n/hindi-first-load'
import { hindiForms } from '../../i18n/hindi-forms'
import { provideHindiParts } from '../../i18n/hindi-parts'
import { HeroQuoteForm } from './hero-quote-form'
import {
  cleanUpQuoteTest,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from './test-utils'

// What the API answers when it refuses or fails (its messages are English) reaches a reader of a
// Hindi page in Hindi: the rate limit with its wait, a fault, and a message no catalog knows.
// The home page in Hindi: the language is the address's (the router's, and the browser's for the
// request's source).
const route = '/hi/'
beforeEach(() => {
  provideHindiParts({ firstLoad: hindiFirstLoad, forms: hindiForms })
  window.history.replaceState(null, '', route)
})
afterEach(() => {
  window.history.replaceState(null, '', '/')
  cleanUpQuoteTest()
})

const hindiField = {
  name: () => screen.getByRole('textbox', { name: /पूरा नाम/ }),
  phone: () => screen.getByRole('textbox', { name: /फ़ोन नंबर/ }),
  email: () => screen.getByRole('textbox', { name: /ईमेल/ }),
  projectType: () => screen.getByRole('combobox', { name: /प्रोजेक्ट का प्रकार/ }),
}

/** Fills the hero form on a Hindi page as a visitor does, and presses its button. */
async function sendHindiHeroForm(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(hindiField.name(), 'सुनीता देवी')
  await user.type(hindiField.phone(), '9876543210')
  await user.type(hindiField.email(), 'sunita@example.com')
  await user.selectOptions(hindiField.projectType(), 'Interior Design')
  await user.click(screen.getByRole('button', { name: 'मेरा मुफ़्त कोटेशन मँगवाएँ' }))
}

describe('the API refusing a request from a Hindi page', () => {
  for (const [what, answer, hindi] of [
    [
      'the rate limit, with its wait',
      // The API's answer (security.ts): its English, and its code and wait of one minute.
      jsonResponse(429, tooManyRequestsAnswer({ count: 1, unit: 'minute' })),
      // The contract's Hindi of 'tooManyRequests' with its wait, "1 मिनट".
      'बहुत ज़्यादा अनुरोध आए हैं। कृपया 1 मिनट बाद फिर कोशिश करें।',
    ],
    [
      'a fault of the server',
      jsonResponse(500, { message: 'Internal Server Error' }),
      'सर्वर में कोई गड़बड़ी हुई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    ],
  ] as const) {
    it(`says ${what} in Hindi, and keeps what was typed`, async () => {
      stubFetch(answer)
      const { user } = renderWithProviders(<HeroQuoteForm />, { route })
      await sendHindiHeroForm(user)
      const toast = await findToast()
      expect(toast).toHaveTextContent(hindi)
      expect(toast.textContent).not.toMatch(/[A-Za-z]/)
      expect(hindiField.name()).toHaveValue('सुनीता देवी')
    })
  }

  it('says its own Hindi fallback for a message no catalog knows', async () => {
    stubFetch(jsonResponse(404, { message: 'Route POST /api/contact not found' }))
    const { user } = renderWithProviders(<HeroQuoteForm />, { route })
    await sendHindiHeroForm(user)
    const toast = await findToast()
    expect(toast.textContent).toMatch(/[\u0900-\u097F]/)
    expect(toast.textContent).not.toMatch(/[A-Za-z]/)
  })
})
