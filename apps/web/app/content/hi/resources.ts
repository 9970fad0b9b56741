// Hindi texts of ../resources.ts: /resources, /resources/knowledge-center and the HTML sitemap.
import type {
  knowledgeCenterCopy as englishKnowledgeCenterCopy,
  linkTools as englishLinkTools,
  resourcesPageCopy as englishResourcesPageCopy,
  sitemapCopy as englishSitemapCopy,
} from '../resources'
import type { TextOf } from './text-of'

export const linkTools: TextOf<typeof englishLinkTools> = [
  {
    title: 'प्रोजेक्ट ट्रैकर',
    description: 'ग्राहक अपना प्रोजेक्ट ऑनलाइन देखते हैं: हर हफ़्ते की फ़ोटो, पड़ाव, भुगतान और दस्तावेज़।',
    action: { label: 'ग्राहक लॉगिन' },
  },
  {
    title: 'नॉलेज सेंटर',
    description: 'बिहार में लागत, प्लॉट, नक्शा पास, सामान और लोन पर लेख और क़दम-दर-क़दम गाइड।',
    action: { label: 'लेख देखें' },
  },
]

export const resourcesPageCopy: TextOf<typeof englishResourcesPageCopy> = {
  meta: {
    title: 'निर्माण से जुड़ी जानकारी और कैलकुलेटर',
    description:
      'बिहार में निर्माण के लिए मुफ़्त कैलकुलेटर, लेख और गाइड: लागत, सामान, पेंट, कंक्रीट, लोन, नक्शा पास और बहुत कुछ, निर्माण कंस्ट्रक्शन्स की ओर से।',
  },
  hero: {
    eyebrow: 'जानकारी',
    title: 'निर्माण की जानकारी और टूल',
    subtitle:
      'हमारे इंजीनियरों के मुफ़्त कैलकुलेटर, लेख और गाइड, ताकि आप अपना बजट, सामान और प्रोजेक्ट का हर क़दम पहले से सोच सकें।',
  },
  tools: {
    title: 'योजना के टूल और कैलकुलेटर',
    description:
      'आपके ब्राउज़र में चलने वाले तेरह मुफ़्त कैलकुलेटर, साथ में ग्राहकों का प्रोजेक्ट ट्रैकर और हमारा नॉलेज सेंटर।',
    openLabel: 'कैलकुलेटर खोलें',
    fullPageLabel: 'पूरा पेज',
  },
  knowledgeCenter: {
    title: 'नॉलेज सेंटर',
    description:
      'बिहार में घर या कारोबार की इमारत बनवाने वालों के लिए काम के लेख, हमारे इंजीनियरों और प्लानरों के लिखे।',
    allLabel: 'नॉलेज सेंटर पर जाएँ',
  },
  guides: {
    title: 'काम की गाइड',
    description: 'निर्माण के मुख्य चरणों के लिए क़दम-दर-क़दम मदद।',
  },
  faqs: {
    title: 'अक्सर पूछे जाने वाले सवाल',
    description: 'हमारे टूल और हमारे काम के बारे में छोटे-छोटे जवाब।',
    allLabel: 'सभी सवाल-जवाब देखें',
  },
  cta: {
    title: 'अपना प्रोजेक्ट शुरू करने को तैयार हैं?',
    text: 'कैलकुलेटर से आपको एक शुरुआती अंदाज़ा मिलता है। अपने प्लॉट के विस्तृत अनुमान के लिए हमारी टीम से बात करें: सलाह और कोटेशन दोनों मुफ़्त हैं।',
    primary: { label: 'मुफ़्त कोटेशन पाएँ' },
    secondary: { label: 'काम कैसे होता है' },
  },
}

export const knowledgeCenterCopy: TextOf<typeof englishKnowledgeCenterCopy> = {
  meta: {
    title: 'नॉलेज सेंटर',
    description:
      'बिहार में निर्माण पर लेख और गाइड: पटना में मकान की लागत, प्लॉट का चुनाव, बरसात से बचाव, भूकंप से सुरक्षा, वास्तु, लोन और नक्शा पास।',
  },
  hero: {
    eyebrow: 'जानकारी',
    title: 'नॉलेज सेंटर',
    subtitle:
      'हमारे इंजीनियर और प्लानर रोज़ परिवारों और व्यवसायियों को जो बताते हैं, वही यहाँ लिखा है: लागत, प्लॉट, नक्शा पास, सामान, सुरक्षा और लोन।',
  },
  articlesTitle: 'लेख',
  articlesDescription: 'किसी बिल्डिंग प्रोजेक्ट के बड़े फ़ैसलों के लिए विस्तार से पढ़ने लायक़।',
  guidesTitle: 'काम की गाइड',
  guidesDescription: 'अपना घर बनवाने के मुख्य चरणों के लिए क़दम-दर-क़दम मदद।',
  toolsTitle: 'अब हिसाब लगाइए',
  toolsText:
    'हमारे मुफ़्त कैलकुलेटर यहाँ पढ़ी बातों को आपके अपने प्रोजेक्ट के आँकड़ों में बदल देते हैं: लागत, सामान, लोन और भी बहुत कुछ।',
  toolsLink: { label: 'सभी कैलकुलेटर देखें' },
  faqsLink: { label: 'सवाल-जवाब पढ़ें' },
  cta: {
    title: 'अपने प्रोजेक्ट के बारे में कोई सवाल है?',
    text: 'अपने प्लॉट और अपनी योजना के बारे में बताएँ। हम 24-48 कार्य-घंटों के भीतर जवाब और मुफ़्त अनुमान भेजते हैं।',
    primary: { label: 'मुफ़्त कोटेशन पाएँ' },
    secondary: { label: 'काम कैसे होता है' },
  },
}

export const sitemapCopy: TextOf<typeof englishSitemapCopy> = {
  meta: {
    title: 'साइटमैप',
    description:
      'निर्माण कंस्ट्रक्शन्स की वेबसाइट का हर पेज एक सूची में: सेवाएँ, प्रोजेक्ट, कैलकुलेटर, लेख, गाइड, सवाल-जवाब और संपर्क की जानकारी।',
  },
  hero: {
    eyebrow: 'साइटमैप',
    title: 'साइटमैप',
    subtitle: 'हमारी वेबसाइट का हर पेज, विषय के हिसाब से।',
  },
  groups: {
    pages: 'पेज',
    solutions: 'ग्राहकों के लिए समाधान',
    services: 'सेवाएँ',
    resources: 'जानकारी और टूल',
    calculators: 'कैलकुलेटर',
    articles: 'लेख',
    guides: 'गाइड',
  },
  pageTitles: {
    '/': 'होम',
    '/about': 'हमारे बारे में',
    '/services': 'सेवाएँ',
    '/projects': 'प्रोजेक्ट',
    '/how-it-works': 'काम कैसे होता है',
    '/client-solutions': 'ग्राहकों के लिए समाधान',
    '/resources': 'जानकारी और टूल',
    '/resources/knowledge-center': 'नॉलेज सेंटर',
    '/resources/faqs': 'अक्सर पूछे जाने वाले सवाल',
    '/resources/project-tracker': 'क्लाइंट प्रोजेक्ट ट्रैकर',
    '/contact': 'संपर्क करें',
    '/privacy-policy': 'प्राइवेसी पॉलिसी',
    '/terms-of-service': 'वेबसाइट इस्तेमाल की शर्तें',
    '/sitemap': 'साइटमैप',
  },
}
