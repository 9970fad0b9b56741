// Hindi texts of ../articles.ts: the six articles' titles, excerpts and descriptions, and the copy
// of the article pages. The articles' bodies are in ./article-bodies/.
import type { ArticleSummary, articleCopy as englishArticleCopy } from '../articles'
import type { ArticleId } from '../site-map'
import type { TextOf } from './text-of'

const engineeringTeam = 'निर्माण कंस्ट्रक्शन्स की इंजीनियरिंग टीम'
const planningTeam = 'निर्माण कंस्ट्रक्शन्स की डिज़ाइन और प्लानिंग टीम'

export const articles: Record<ArticleId, TextOf<ArticleSummary>> = {
  'house-construction-cost-in-patna': {
    title: 'पटना में मकान बनवाने में कितना ख़र्च आता है?',
    excerpt: 'प्रति sq ft लागत किन बातों से तय होती है, और सही बजट कैसे बनाएँ।',
    metaDescription:
      'पटना में फ़िनिशिंग के हिसाब से प्रति sq ft मकान बनाने की लागत, उसे क्या तय करता है, लोग कौन-से ख़र्च भूल जाते हैं, और बजट का एक उदाहरण।',
    author: engineeringTeam,
    image: { alt: 'कैलकुलेटर और सिक्कों के ढेर के पास बनता हुआ एक मकान' },
  },
  'choosing-a-plot-in-bihar': {
    title: 'बिहार में प्लॉट कैसे चुनें: ख़रीदने से पहले क्या जाँचें',
    excerpt: 'ज़मीन के काग़ज़ात, सड़क की चौड़ाई, बाढ़ का ख़तरा और मिट्टी: ख़रीदारों के लिए जाँच-सूची।',
    metaDescription:
      'बिहार में ज़मीन ख़रीद रहे हैं? पैसे देने से पहले मालिकाना हक़, दाख़िल-ख़ारिज, ज़मीन का उपयोग, मिट्टी, बाढ़ का स्तर और सड़क की चौड़ाई जाँचें।',
    author: planningTeam,
    image: { alt: 'सड़क किनारे खूँटियों से नापा गया प्लॉट, पास में नक्शा और आवर्धक शीशा' },
  },
  'monsoon-proofing-your-home': {
    title: 'अपने घर को बरसात से कैसे बचाएँ',
    excerpt: 'छत की ढलान, वॉटरप्रूफ़िंग और पानी की निकासी, जो घर को दशकों तक सूखा रखें।',
    metaDescription:
      'बिहार की बरसात में घर सूखा रखें: प्लिंथ की ऊँचाई, डैम्प-प्रूफ़ कोर्स, छत की ढलान और वॉटरप्रूफ़िंग, पानी की निकासी, तराई और हर साल की देखभाल।',
    author: engineeringTeam,
    image: { alt: 'बारिश में ढलवाँ छत, बरसाती पाइप और ऊँचे प्लिंथ वाला एक घर' },
  },
  'rcc-frame-or-load-bearing': {
    title: 'RCC फ़्रेम या लोड-बेयरिंग दीवारें? भूकंप वाले इलाक़े में सुरक्षित निर्माण',
    excerpt: 'बिहार के भूकंप ज़ोन आपके घर के ढाँचे को कैसे तय करते हैं, और IS 1893 व IS 13920 क्या माँगते हैं।',
    metaDescription:
      'बिहार में घर के लिए RCC फ़्रेम या लोड-बेयरिंग ईंट की दीवारें? भूकंप ज़ोन IV और V, आसान शब्दों में IS 1893 और IS 13920, और आपके लिए कौन-सा सही है।',
    author: engineeringTeam,
    image: { alt: 'कॉलम और बीम का RCC ढाँचा, पास में आड़ी पट्टियों वाली ईंट की दीवार' },
  },
  'vastu-and-modern-planning': {
    title: 'वास्तु और आधुनिक प्लानिंग: ऐसा घर जो हर तरह से ठीक बैठे',
    excerpt: 'वास्तु की पारंपरिक पसंद और मौसम को ध्यान में रखकर की गई प्लानिंग एक ही नक्शे में कैसे साथ चलें।',
    metaDescription:
      'ऐसा घर प्लान करें जो वास्तु का भी ध्यान रखे और बिहार के मौसम में भी आरामदेह हो: दिशा, रोशनी, हवा, कमरों की जगह और असली प्लॉट पर समझौते।',
    author: planningTeam,
    image: { alt: 'ग्रिड पर बना घर का नक्शा, उत्तर, पूरब, दक्षिण और पश्चिम दिखाता दिशा-सूचक' },
  },
  'financing-your-construction': {
    title: 'निर्माण के लिए पैसे का इंतज़ाम: होम लोन और चरणों में भुगतान',
    excerpt:
      'कंस्ट्रक्शन लोन किस्तों में कैसे मिलता है, निर्माण के दौरान आप क्या चुकाते हैं, और EMI की योजना कैसे बनाएँ।',
    metaDescription:
      'भारत में घर बनाने का लोन कैसे काम करता है: लोन की सीमा, चरणों में रक़म, प्री-EMI ब्याज, दस्तावेज़, टैक्स में छूट और अपनी EMI की योजना।',
    author: engineeringTeam,
    image: { alt: 'बैंक की इमारत, लोन के काग़ज़ और रुपये के सिक्के के साथ घर का नक्शा' },
  },
}

export const articleCopy: TextOf<typeof englishArticleCopy> = {
  byline: 'लेखक:',
  minutesRead: (minutes: number) => `पढ़ने में ${minutes} मिनट`,
  relatedCalculatorsTitle: 'इस विषय के कैलकुलेटर',
  openCalculator: 'कैलकुलेटर खोलें',
  notFoundTitle: 'लेख नहीं मिला',
  notFoundText: 'यह लेख हमें नहीं मिला। हो सकता है वह कहीं और चला गया हो, या पता गलत हो।',
  backToKnowledgeCenter: 'नॉलेज सेंटर पर वापस जाएँ',
  breadcrumbHome: 'होम',
  breadcrumbResources: 'जानकारी और टूल',
  breadcrumbKnowledgeCenter: 'नॉलेज सेंटर',
  moreArticlesTitle: 'नॉलेज सेंटर से और लेख',
  readArticle: 'लेख पढ़ें',
  ctaTitle: 'अपने प्रोजेक्ट के बारे में कोई सवाल है?',
  ctaText:
    'हमारे इंजीनियर ऐसे सवालों के जवाब रोज़ देते हैं। अपने प्लॉट और अपनी योजना के बारे में बताएँ, हम 24-48 कार्य-घंटों के भीतर जवाब देंगे।',
  ctaPrimary: { label: 'मुफ़्त कोटेशन पाएँ' },
  ctaSecondary: { label: 'देखें हम कैसे काम करते हैं' },
}
