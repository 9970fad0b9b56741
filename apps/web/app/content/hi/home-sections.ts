// Hindi texts of ../home-sections.ts: the home page's sections below the first screen and "why
// choose us". Imported by those sections (fetched with their code), not part of the first load.
import type {
  homeSectionsCopy as englishHomeSectionsCopy,
  whyChooseUs as englishWhyChooseUs,
} from '../home-sections'
import type { TextOf } from './text-of'

export const whyChooseUs: TextOf<typeof englishWhyChooseUs> = {
  title: 'निर्माण कंस्ट्रक्शन्स ही क्यों',
  description:
    'बिहार में इंफ्रास्ट्रक्चर डेवलपमेंट की एक अग्रणी कंपनी, जिस पर 2011 से परिवार और व्यवसायी भरोसा करते आए हैं।',
  reasons: [
    {
      title: 'बिहार के हिसाब से बना',
      text: 'भूकंप ज़ोन IV के लिए भूकंपरोधी डिज़ाइन, ऊँचा प्लिंथ और बरसात से बचाव की वॉटरप्रूफ़िंग, हर घर में शुरू से।',
    },
    {
      title: 'साफ़-साफ़ दाम',
      text: 'आइटम-वार कोटेशन, काम के चरणों के हिसाब से भुगतान और कोई छिपा ख़र्च नहीं: आख़िरी बिल वही, जो तय हुआ था।',
    },
    {
      title: 'समय पर काम',
      text: 'पड़ावों के साथ लिखित शेड्यूल, और हर हफ़्ते की अपडेट, ताकि आपको हमेशा पता रहे कि आपका काम कहाँ तक पहुँचा।',
    },
    {
      title: 'अनुभवी टीम',
      text: '50 से ज़्यादा इंजीनियर, आर्किटेक्ट, सुपरवाइज़र और कारीगर, और 12 साल से ज़्यादा का निर्माण अनुभव।',
    },
    {
      title: 'क्वालिटी, जिसे आप ख़ुद जाँच सकें',
      text: 'ISI मार्क वाला सामान, कंक्रीट क्यूब टेस्ट और योग्य साइट इंजीनियर की रोज़ की निगरानी।',
    },
  ],
}

export const homeSectionsCopy: TextOf<typeof englishHomeSectionsCopy> = {
  servicesSection: {
    title: 'हमारी सेवाएँ',
    description: 'पहले नक्शे से लेकर पेंट की आख़िरी परत तक, आपके प्रोजेक्ट की पूरी ज़िम्मेदारी एक ही टीम की।',
    linkLabel: 'और जानें',
    allLabel: 'सभी सेवाएँ देखें',
  },
  processSection: {
    title: 'हमारी निर्माण प्रक्रिया',
    description: 'चार साफ़ चरण, और हर चरण के अंत में कुछ ऐसा जिसे आप देखकर मंज़ूर कर सकें।',
    stepLabel: 'चरण',
    linkLabel: 'पूरी प्रक्रिया देखें',
  },
  contactSection: {
    title: 'मुफ़्त कोटेशन पाएँ',
    description:
      'अपने प्लॉट और प्रोजेक्ट के बारे में बताएँ। हमारी टीम 24-48 कार्य-घंटों के भीतर आगे की बात और मुफ़्त अनुमान के साथ जवाब देगी।',
    phoneTitle: 'फ़ोन करें',
    emailTitle: 'हमें लिखें',
    hoursTitle: 'दफ़्तर का समय',
    addressTitle: 'हमारे दफ़्तर आएँ',
  },
  cta: {
    title: 'अपने सपनों का प्रोजेक्ट शुरू करने को तैयार हैं?',
    text: 'बिहार भर के 100 से ज़्यादा संतुष्ट ग्राहकों में शामिल हों। आज ही हमारी टीम से मुफ़्त सलाह और अनुमान पाएँ।',
    primary: { label: 'मुफ़्त कोटेशन पाएँ' },
    secondary: { label: 'हमारे प्रोजेक्ट देखें' },
  },
}
