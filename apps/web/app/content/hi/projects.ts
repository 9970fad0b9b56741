// Hindi texts of ../projects.ts: the project lists, the portfolio (/projects) and a project's page.
import type {
  featuredProjectsCopy as englishFeaturedProjectsCopy,
  portfolioCopy as englishPortfolioCopy,
  projectDetailCopy as englishProjectDetailCopy,
  projectFilterLabels as englishProjectFilterLabels,
  projectListMessages as englishProjectListMessages,
  projectPhotosCopy as englishProjectPhotosCopy,
  projectTypeLabels as englishProjectTypeLabels,
} from '../projects'
import type { TextOf } from './text-of'

export const projectTypeLabels: TextOf<typeof englishProjectTypeLabels> = {
  residential: 'रिहायशी',
  commercial: 'कमर्शियल',
  institutional: 'संस्थागत',
}

export const projectFilterLabels: TextOf<typeof englishProjectFilterLabels> = {
  all: 'सभी',
  ...projectTypeLabels,
}

export const projectListMessages: TextOf<typeof englishProjectListMessages> = {
  loading: 'प्रोजेक्ट लोड हो रहे हैं',
  error: 'प्रोजेक्ट लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  empty: 'इस श्रेणी में कोई प्रोजेक्ट नहीं मिला।',
  filterLabel: 'श्रेणी के हिसाब से प्रोजेक्ट छाँटें',
  viewProject: 'प्रोजेक्ट देखें',
  completedIn: 'पूरा हुआ:',
}

export const featuredProjectsCopy: TextOf<typeof englishFeaturedProjectsCopy> = {
  eyebrow: 'हमारा काम',
  title: 'चुनिंदा प्रोजेक्ट',
  intro:
    'पटना और बिहार भर में हमारे बनाए घर, कमर्शियल इमारतें और संस्थानों के भवन। अपने काम से मिलता-जुलता काम देखने के लिए श्रेणी चुनें।',
  viewAll: 'सभी प्रोजेक्ट देखें',
}

export const portfolioCopy: TextOf<typeof englishPortfolioCopy> = {
  metaTitle: 'हमारे प्रोजेक्ट',
  metaDescription:
    'पटना, दानापुर, मुज़फ़्फ़रपुर, गया और पूरे बिहार में निर्माण कंस्ट्रक्शन्स के बनाए घर, कमर्शियल इमारतें, स्कूल और स्वास्थ्य केंद्र।',
  eyebrow: 'हमारा पोर्टफ़ोलियो',
  title: 'हमारे प्रोजेक्ट',
  intro:
    '2011 से 150 से ज़्यादा प्रोजेक्ट: पारिवारिक घर, दुकानें और दफ़्तर, गोदाम, स्कूल और स्वास्थ्य केंद्र, हर एक बिहार की मिट्टी और मौसम में टिकने के लिए बना।',
  categoriesTitle: 'श्रेणी के हिसाब से देखें',
  categoriesIntro: 'आप जिस तरह की इमारत सोच रहे हैं, उसे चुनें और देखें कि हमने क्या-क्या बनाया है।',
  listTitle: 'प्रोजेक्ट पोर्टफ़ोलियो',
  testimonialsTitle: 'हमारे ग्राहक क्या कहते हैं',
  cta: {
    title: 'अपना कोई प्रोजेक्ट सोच रहे हैं?',
    text: 'अपने प्लॉट के बारे में और आप क्या बनवाना चाहते हैं, यह बताएँ। हम 24-48 कार्य-घंटों के भीतर मुफ़्त अनुमान के साथ जवाब देते हैं।',
    primary: { label: 'मुफ़्त कोटेशन पाएँ' },
    secondary: { label: 'देखें हम कैसे काम करते हैं' },
  },
  categories: [
    {
      title: 'रिहायशी',
      description: 'पारिवारिक घर, डुप्लेक्स और विला, नींव से फ़िनिशिंग तक।',
      action: 'रिहायशी प्रोजेक्ट दिखाएँ',
    },
    {
      title: 'कमर्शियल',
      description: 'ऑफ़िस बिल्डिंग, शोरूम, गोदाम और बैंक्वेट हॉल।',
      action: 'कमर्शियल प्रोजेक्ट दिखाएँ',
    },
    {
      title: 'संस्थागत',
      description: 'स्कूल, हॉस्टल, स्वास्थ्य केंद्र और सामुदायिक भवन।',
      action: 'संस्थागत प्रोजेक्ट दिखाएँ',
    },
  ],
  testimonials: [
    {
      quote:
        'हमें ऐसा घर चाहिए था जो मई में ठंडा रहे और अगस्त में सूखा। इन्होंने फ़्लाई ऐश ईंट की दीवारें, गहरे छज्जे और ऊँचा प्लिंथ सुझाया, हर चीज़ का ख़र्च समझाया, और दो गर्मियों से घर ठीक वैसा ही है।',
      name: 'मीरा सिंह',
      detail: 'मकान मालिक, हाजीपुर',
      project: 'आँगन वाला विला',
    },
    {
      quote:
        'हमारी नई कक्षाएँ अप्रैल में सत्र शुरू होने से पहले तैयार होनी थीं। काम स्कूल के कैलेंडर के हिसाब से बाँटा गया, साइट को बच्चों से घेरकर अलग रखा गया, और हर मंज़िल पर रैंप और दिव्यांगों के लिए सुलभ शौचालय है।',
      name: 'डॉ. अरविंद मिश्रा',
      detail: 'अध्यक्ष, स्कूल ट्रस्ट, बिहटा',
      project: 'तीन-मंज़िला शैक्षणिक भवन',
    },
  ],
}

export const projectDetailCopy: TextOf<typeof englishProjectDetailCopy> = {
  metaTitle: 'प्रोजेक्ट',
  metaDescription:
    'बिहार में निर्माण कंस्ट्रक्शन्स का बनाया एक प्रोजेक्ट: हमने क्या बनाया, कब पूरा किया और इसे इस्तेमाल करने वालों के लिए यह क्यों कारगर है।',
  loading: 'प्रोजेक्ट की जानकारी लोड हो रही है...',
  notFoundTitle: 'प्रोजेक्ट नहीं मिला',
  notFoundText: 'यह प्रोजेक्ट हमें नहीं मिला। हो सकता है इसे हटा दिया गया हो, या पता गलत हो।',
  loadFailedText:
    'यह प्रोजेक्ट अभी खुल नहीं पाया: इंटरनेट कनेक्शन या हमारे सर्वर से जवाब नहीं मिला। कृपया थोड़ी देर में फिर कोशिश करें।',
  retry: 'फिर कोशिश करें',
  backToProjects: 'प्रोजेक्ट पर वापस जाएँ',
  breadcrumbHome: 'होम',
  breadcrumbProjects: 'प्रोजेक्ट',
  overviewTitle: 'प्रोजेक्ट की झलक',
  completedLabel: 'पूरा हुआ',
  highlightsTitle: 'प्रोजेक्ट की ख़ास बातें',
  highlights: [
    'बिहार के भूकंप ज़ोन और मिट्टी के हिसाब से जाँचा गया स्ट्रक्चरल डिज़ाइन',
    'मंज़ूर सप्लायरों से लिया गया, क्वालिटी-टेस्ट किया हुआ सामान',
    'एक समर्पित साइट इंजीनियर और हर हफ़्ते प्रगति रिपोर्ट',
    'नक्शों, वारंटी और रखरखाव गाइड के साथ हैंडओवर',
  ],
  galleryTitle: 'प्रोजेक्ट की तस्वीरें',
  gallery: [
    { alt: 'नींव का चरण: फ़ुटिंग और प्लिंथ बीम की ढलाई' },
    { alt: 'ढाँचे का चरण: मंज़िल-दर-मंज़िल उठते RCC कॉलम, बीम और स्लैब' },
    { alt: 'फ़िनिशिंग का चरण: प्लास्टर, पेंट, खिड़कियाँ और फ़िटिंग' },
  ],
  testimonialTitle: 'ग्राहक की राय',
  testimonial: {
    quote:
      'पहले नक्शे से लेकर हैंडओवर तक, टीम ने हर फ़ैसला और हर बिल समझाया। क्वालिटी बारीकियों में दिखती है, और हैंडओवर के इतने समय बाद भी वे हमारा फ़ोन उठाते हैं।',
    name: 'नेहा गुप्ता',
    detail: 'ग्राहक, पटना',
    project: 'पारिवारिक घर',
  },
  infoTitle: 'प्रोजेक्ट की जानकारी',
  infoType: 'प्रोजेक्ट का प्रकार',
  infoCompleted: 'पूरा होने का समय',
  infoLocation: 'जगह',
  infoLocationValue: 'पूर्वी भारत',
  infoServices: 'सेवाएँ',
  infoServicesValue: 'निर्माण और डिज़ाइन',
  ctaTitle: 'ऐसा ही कुछ चाहिए?',
  ctaText: 'अपने प्लॉट और अपनी योजना के बारे में बताएँ; हम 24-48 कार्य-घंटों के भीतर जवाब देते हैं।',
  ctaButton: 'मुफ़्त कोटेशन पाएँ',
  similarTitle: 'मिलते-जुलते प्रोजेक्ट',
}

export const projectPhotosCopy: TextOf<typeof englishProjectPhotosCopy> = {
  beforeAfterTitle: 'पहले और बाद में',
  before: 'पहले',
  after: 'बाद में',
  floorPlansTitle: 'मंज़िलों के नक्शे',
  viewLarger: 'बड़ा करके देखें',
  previous: 'पिछली तस्वीर',
  next: 'अगली तस्वीर',
  close: 'बंद करें',
  photoPosition: (n: number, total: number) => `${total} में से तस्वीर ${n}`,
}
