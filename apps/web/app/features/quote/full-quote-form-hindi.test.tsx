import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { hindiFirstLoad } from '../../i18n/hindi-first-load'
import { hindiForms } from '../../i18n/hindi-forms'
import { provideHindiParts } from '../../i18n/hindi-parts'
import { FullQuoteForm } from './full-quote-form'
import { HeroQuoteForm } from './hero-quote-form'
import { cleanUpQuoteTest, renderWithProviders, stubFetch } from './test-utils'

// The forms on a Hindi page (/hi/contact): the language is the address's (the router's, and the
// browser's for the request's source), and the page's Hindi parts are there (entry.client.tsx
// loads them before a Hindi page starts).
const route = '/hi/contact'
beforeEach(() => {
  provideHindiParts({ firstLoad: hindiFirstLoad, forms: hindiForms })
  window.history.replaceState(null, '', route)
})
afterEach(() => {
  window.history.replaceState(null, '', '/')
  cleanUpQuoteTest()
})

describe('the quote forms on a Hindi page', () => {
  it('refuses an empty contact form with the Validation Error notice in Hindi', async () => {
    const fetchMock = stubFetch()
    const { user } = renderWithProviders(<FullQuoteForm variant="contact" />, { route })
    await user.click(screen.getByRole('button', { name: 'अनुरोध भेजें' }))
    const notice = await screen.findByRole('alert')
    expect(within(notice).getByText('जानकारी में गलती')).toBeInTheDocument()
    expect(within(notice).getByText('नाम कम से कम 3 अक्षरों का होना चाहिए')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says under a field what is wrong with it, in Hindi (the phone number)', async () => {
    stubFetch()
    const { user } = renderWithProviders(<FullQuoteForm variant="contact" />, { route })
    await user.type(screen.getByRole('textbox', { name: /पूरा नाम/ }), 'Sunita Devi')
    await user.type(screen.getByRole('textbox', { name: /फ़ोन नंबर/ }), '12')
    await user.click(screen.getByRole('button', { name: 'अनुरोध भेजें' }))
    expect(await screen.findAllByText('कृपया सही फ़ोन नंबर लिखें')).not.toHaveLength(0)
  })

  it('counts the message in Hindi as the visitor types', async () => {
    stubFetch()
    const { user } = renderWithProviders(<FullQuoteForm variant="contact" />, { route })
    expect(screen.getByText('2,000 में से 0 अक्षर')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'संदेश' }), 'दो मंज़िल')
    // 'दो मंज़िल' is 9 UTF-16 units: द ो (2), a space, म ं ज ़ ि ल (6).
    expect(await screen.findByText('2,000 में से 9 अक्षर')).toBeInTheDocument()
  })

  it('offers the project types in Hindi and sends the English value', async () => {
    stubFetch()
    renderWithProviders(<HeroQuoteForm />, { route })
    const select = screen.getByRole('combobox', { name: /प्रोजेक्ट का प्रकार/ })
    const option = within(select).getByRole('option', { name: 'इंटीरियर डिज़ाइन' })
    expect(option).toHaveValue('Interior Design')
  })

  it('posts without its code to the API in Hindi, so the API answers in Hindi', () => {
    renderWithProviders(<FullQuoteForm variant="contact" />, { route })
    const form = screen.getByRole('button', { name: 'अनुरोध भेजें' }).closest('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/api/contact/form?language=hi')
    expect(form).toHaveFormValues({ form: 'contact' })
  })
})
