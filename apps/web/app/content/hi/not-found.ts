// Hindi texts of ../not-found.ts (see text-of.ts for how a mirror is typed and laid over).
import type { notFoundCopy as englishNotFoundCopy } from '../not-found'
import type { TextOf } from './text-of'

export const notFoundCopy: TextOf<typeof englishNotFoundCopy> = {
  meta: {
    title: '404 पेज नहीं मिला',
    description:
      'आप जो पेज ढूँढ रहे थे, वह निर्माण कंस्ट्रक्शन्स की वेबसाइट पर नहीं है। होम पेज पर लौटें या हमसे संपर्क करें।',
  },
  title: '404 पेज नहीं मिला',
  text: 'माफ़ कीजिए, आप जो पेज ढूँढ रहे थे वह हमें नहीं मिला। हो सकता है वह कहीं और चला गया हो, या पता लिखने में कोई गलती हो।',
  homeLabel: 'होम पेज पर लौटें',
  contactLabel: 'संपर्क करें',
}
