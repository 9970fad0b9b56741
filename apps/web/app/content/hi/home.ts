// Hindi texts of ../home.ts: the home page's first screen and its statistics.
import type { homeCopy as englishHomeCopy, homeStats as englishHomeStats } from '../home'
import type { TextOf } from './text-of'

export const homeStats: TextOf<typeof englishHomeStats> = [
  { label: 'साल का अनुभव' },
  { label: 'पूरे हुए प्रोजेक्ट' },
  { label: 'संतुष्ट ग्राहक' },
  { label: 'टीम के सदस्य' },
]

export const homeCopy: TextOf<typeof englishHomeCopy> = {
  meta: {
    title: 'पटना, बिहार की कंस्ट्रक्शन कंपनी',
    description:
      'निर्माण कंस्ट्रक्शन्स पटना, दानापुर, मुज़फ़्फ़रपुर और गया में घर, कमर्शियल इमारतें और इंटीरियर बनाती है। 2011 से 150+ प्रोजेक्ट। मुफ़्त कोटेशन पाएँ।',
  },
  hero: {
    eyebrow: '2011 से बिहार का निर्माण',
    title: 'क्वालिटी और भरोसे के साथ आपके सपनों का निर्माण',
    subtitle:
      'इंफ्रास्ट्रक्चर डेवलपमेंट की एक अग्रणी कंपनी के रूप में हम पूर्वी और उत्तरी भारत में घर, कमर्शियल इमारतें और संस्थानों के भवन डिज़ाइन करते और बनाते हैं।',
    points: ['मुफ़्त साइट विज़िट और अनुमान', 'भूकंपरोधी RCC निर्माण', 'तय और आइटम-वार कोटेशन'],
    primary: { label: 'हमारी सेवाएँ देखें' },
    secondary: { label: 'प्रोजेक्ट देखें' },
    imageAlt: 'पटना में गंगा किनारे खड़ी हो रही नई इमारतों का चित्र',
  },
  statsTitle: 'आँकड़ों में निर्माण कंस्ट्रक्शन्स',
}
