import { reachUsSentence } from '../mail-company'
import { letter } from '../mail-message'
import type { MailTemplate } from '../mail-template'
import { optionalLine } from './quote-acknowledgement'

/**
 * The six-digit code a client signs in to the project tracker with, in the language of the page
 * that asked for it. Only the code and its lifetime are filled in; it says what to do if the
 * reader did not ask for it (anyone can type any address into the page).
 */
export const clientSignInCode: MailTemplate<{ code: string; minutes: number }> = {
  en: ({ code, minutes }, company) => ({
    subject: `${code} is your sign-in code for ${company.name}'s project tracker`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    ...letter(
      'Hello,',
      [
        `Your code to sign in to the project tracker is ${code}. It can be used once, for ${minutes} minutes.`,
        'If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.',
      ],
      company.name,
    ),
  }),
  hi: ({ code, minutes }, company) => ({
    subject: `${code} प्रोजेक्ट ट्रैकर में साइन इन का आपका कोड है | Your sign-in code`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    ...letter(
      'नमस्ते,',
      [
        `प्रोजेक्ट ट्रैकर में साइन इन करने के लिए आपका कोड ${code} है। यह एक बार, ${minutes} मिनट तक काम करेगा।`,
        'अगर आपने यह कोड नहीं माँगा है, तो इस ईमेल को अनदेखा कर दें: कोड के बिना कोई साइन इन नहीं कर सकता।',
      ],
      company.hindiName,
    ),
  }),
}

/**
 * The invitation to follow a project: the link signs the client in once (afterwards they sign in
 * with their e-mail and a code). Sent only by staff, to a client's address they entered.
 */
export const clientInvitation: MailTemplate<{
  name: string
  projectTitle: string
  link: string
  days: number
}> = {
  en: ({ name, projectTitle, link, days }, company) => ({
    subject: `Follow the building of your house: ${projectTitle}`,
    ...(company.email ? { replyTo: company.email } : {}),
    ...letter(
      `Dear ${name},`,
      [
        `You can now follow "${projectTitle}" online: the stage the work is at, photos of each site visit, the payments and the drawings.`,
        `Open this link on your phone or computer to sign in (it works once, within ${days} days): ${link}`,
        'Afterwards, sign in on the same page with this e-mail address and a code we send to it.',
        ...optionalLine(reachUsSentence(company, 'en', { en: 'Questions?', hi: '' })),
      ],
      company.name,
    ),
  }),
  hi: ({ name, projectTitle, link, days }, company) => ({
    subject: `अपने घर का निर्माण देखें: ${projectTitle}`,
    ...(company.email ? { replyTo: company.email } : {}),
    ...letter(
      `प्रिय ${name},`,
      [
        `अब आप "${projectTitle}" को ऑनलाइन देख सकते हैं: काम किस चरण में है, हर साइट विज़िट की फ़ोटो, भुगतान और नक्शे।`,
        `साइन इन करने के लिए यह लिंक अपने फ़ोन या कंप्यूटर पर खोलें (यह ${days} दिनों के भीतर एक बार काम करेगा): ${link}`,
        'इसके बाद, उसी पेज पर इस ईमेल पते और उस पर भेजे गए कोड से साइन इन करें।',
        ...optionalLine(reachUsSentence(company, 'hi', { en: '', hi: 'कोई सवाल?' })),
      ],
      company.hindiName,
    ),
  }),
}
