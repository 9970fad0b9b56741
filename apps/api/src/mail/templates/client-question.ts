import { letter } from '../mail-message'
import type { MailTemplate } from '../mail-template'

export interface ClientQuestionData {
  projectTitle: string
  clientName: string
  question: string
  /** The date of the update it is about (YYYY-MM-DD), or null for the project as a whole. */
  updateVisitDate: string | null
  /** The project's page in the dashboard. */
  link: string
}

const english = ({
  projectTitle,
  clientName,
  question,
  updateVisitDate,
  link,
}: ClientQuestionData) => ({
  subject: `Question from ${clientName} on ${projectTitle}`,
  ...letter(
    'Hello,',
    [
      `${clientName} asked a question on the project tracker${updateVisitDate ? ` about the update of ${updateVisitDate}` : ''}:`,
      question,
      `Answer it on the project's page: ${link}`,
    ],
    'The project tracker',
  ),
})

/**
 * The staff's alert of a client's question (sent to LEAD_ALERT_TO, like lead alerts). Staff read
 * the dashboard in English, so both languages are the English; the question is the signed-in
 * client's own words.
 */
export const clientQuestion: MailTemplate<ClientQuestionData> = { en: english, hi: english }
