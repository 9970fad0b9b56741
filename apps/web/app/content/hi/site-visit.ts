// Hindi texts of ../site-visit.ts: the free site visit's booking page and a visit's own page.
// Times are said as Patna says them (सुबह 10:00, IST); the checks' messages are the contract's
// Hindi (quote-messages-hi.ts) where it has them.

import type {
  siteVisitCopy as englishSiteVisitCopy,
  visitFormCopy as englishVisitFormCopy,
  visitPageCopy as englishVisitPageCopy,
  visitPickerCopy as englishVisitPickerCopy,
  visitShellCopy as englishVisitShellCopy,
} from '../site-visit'
import type { TextOf } from './text-of'

export const siteVisitCopy: TextOf<typeof englishSiteVisitCopy> = {
  meta: {
    title: 'मुफ़्त साइट विज़िट बुक करें',
    description:
      'हमारे इंजीनियर पटना में आपका प्लॉट देखने कब आएँ, दिन और समय चुनें: मुफ़्त, बिना किसी शर्त के, कुछ ही टैप में।',
  },
  hero: {
    eyebrow: 'मुफ़्त साइट विज़िट',
    title: 'मुफ़्त साइट विज़िट बुक करें',
    subtitle:
      'हमारे इंजीनियर आपके प्लॉट पर आते हैं, ज़मीन, रास्ता और आस-पास के मकान देखते हैं और आपके सवालों के जवाब देते हैं। यह मुफ़्त है, और इसके बाद आप पर कोई शर्त नहीं।',
  },
  about: {
    title: 'विज़िट में क्या होता है',
    points: [
      'हमारे इंजीनियर साइट पर आपसे मिलते हैं, लगभग एक घंटे के लिए।',
      'हम प्लॉट नापते हैं और मिट्टी, रास्ता, पानी की निकासी और आस-पास के मकान देखते हैं।',
      'क्या बन सकता है, इस पर सीधी सलाह मिलती है, और विज़िट के बाद साफ़ कोटेशन।',
    ],
    call: 'पहले बात करना चाहते हैं? फ़ोन करें, हम आपके साथ समय तय कर लेंगे।',
  },
  formTitle: 'समय चुनें',
}

export const visitPickerCopy: TextOf<typeof englishVisitPickerCopy> = {
  dayLegend: 'दिन',
  timeLegend: 'समय',
  zone: 'सभी समय भारत के समय (IST) में हैं, जैसे पटना में।',
  zoneElsewhere: (zone) => `आपके फ़ोन में ${zone} का समय लगा है: यहाँ दिखे समय पटना के हैं, आपके फ़ोन के नहीं।`,
  loading: 'ख़ाली समय देख रहे हैं...',
  loadFailed: 'ख़ाली समय नहीं आ सके। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  noTimes: 'आने वाले दिनों का हर समय भर चुका है। कृपया फ़ोन करें, हम आपके साथ समय तय कर लेंगे।',
  lastPlace: 'आख़िरी जगह',
  nextFreeTitle: 'अगले ख़ाली समय',
}

export const visitFormCopy: TextOf<typeof englishVisitFormCopy> = {
  address: 'साइट का पता या पास की कोई पहचान',
  addressHint: 'जैसे: प्लॉट 12, शिव मंदिर के पास, सगुना मोड़, दानापुर',
  mapLink: 'नक्शे का लिंक (अगर हो)',
  mapLinkHint: 'Google Maps में: जगह पर टैप करें, फिर Share, फिर Copy link।',
  name: 'आपका नाम',
  phone: 'फ़ोन नंबर',
  email: 'ईमेल (अगर हो)',
  emailHint: 'पुष्टि के लिए, आपके कैलेंडर की एंट्री के साथ।',
  submit: 'विज़िट बुक करें',
  submitting: 'बुक कर रहे हैं...',
  chosen: (when) => `आपकी विज़िट: ${when}`,
  failedTitle: 'विज़िट अभी बुक नहीं हुई',
  noAnswer: 'हमारे सर्वर से संपर्क नहीं हो सका। आपने जो लिखा है वह सब रखा है: कृपया फिर से कोशिश करें।',
  tooMany: 'इस कनेक्शन से बहुत सारी बुकिंग भेजी गईं। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  checkFields: 'कृपया ऊपर चिह्नित खाने जाँचें।',
  messages: {
    startsAt: 'कृपया विज़िट के लिए दिन और समय चुनें',
    address: 'कृपया साइट का पता या उसके पास की कोई पहचान लिखें',
    addressLong: 'कृपया पता 300 अक्षरों से छोटा रखें',
    mapLink: 'कृपया https:// से शुरू होने वाला नक्शे का लिंक डालें, या इसे ख़ाली छोड़ दें',
    name: 'नाम कम से कम 3 अक्षरों का होना चाहिए',
    phone: 'कृपया सही फ़ोन नंबर लिखें',
    email: 'कृपया सही ईमेल पता लिखें',
    full: 'माफ़ कीजिए, यह समय अभी-अभी भर गया। कृपया दूसरा समय चुनें: अगले ख़ाली समय नीचे दिखे हैं।',
    lead: 'यह बुकिंग लिंक सही नहीं है। कृपया वेबसाइट से फिर से बुक करें।',
  },
  refusals: {
    past: 'यह समय निकल चुका है। कृपया बाद का कोई समय चुनें।',
    notice: (hours) => `विज़िट कम से कम ${hours} घंटे पहले बुक होती है। कृपया बाद का कोई समय चुनें।`,
    other: 'यह समय अब बुक नहीं हो सकता। कृपया दिखे हुए समयों में से कोई चुनें।',
  },
}

export const visitPageCopy: TextOf<typeof englishVisitPageCopy> = {
  metaTitle: 'आपकी साइट विज़िट',
  bookedTitle: 'आपकी साइट विज़िट बुक हो गई',
  title: 'आपकी साइट विज़िट',
  status: {
    requested: 'बुक हो गई। पक्का करने के लिए हम आपको फ़ोन करेंगे।',
    confirmed: 'पक्की है। हमारे इंजीनियर इसी समय आएँगे।',
    done: 'हो गई। हमसे मिलने के लिए धन्यवाद।',
    no_show: 'छूट गई। दूसरा समय तय करने के लिए हमें फ़ोन करें।',
    cancelled: 'रद्द कर दी गई।',
  },
  when: 'कब',
  where: 'कहाँ',
  openMap: 'नक्शा खोलें',
  who: 'किसे फ़ोन करें',
  keep: 'यह पेज सँभालकर रखें: इसी लिंक से आप विज़िट का समय बदल या रद्द कर सकते हैं, किसी खाते की ज़रूरत नहीं।',
  mailed: (email) => `पुष्टि हमने ${email} पर भेज दी है।`,
  change: 'समय बदलें',
  cancel: 'विज़िट रद्द करें',
  cancelQuestion: 'यह विज़िट रद्द करें? आप बाद में दूसरा समय बुक कर सकते हैं।',
  cancelYes: 'हाँ, रद्द करें',
  cancelNo: 'विज़िट रहने दें',
  cancelling: 'रद्द कर रहे हैं...',
  moveTitle: 'नया समय चुनें',
  move: 'विज़िट का समय बदलें',
  moving: 'बदल रहे हैं...',
  moveBack: 'यही समय रहने दें',
  moved: (when) => `आपकी विज़िट अब ${when} को है। अब से इस पेज का नया लिंक इस्तेमाल करें।`,
  cancelled: 'आपकी विज़िट रद्द हो गई। उम्मीद है फिर मिलेंगे।',
  finished: 'इस विज़िट में अब ऑनलाइन बदलाव नहीं हो सकता। कृपया हमें फ़ोन करें।',
  replaced: 'यह लिंक आपकी विज़िट के पिछले समय का था। कृपया हमारा भेजा सबसे नया लिंक इस्तेमाल करें।',
  bookAnother: 'दूसरी विज़िट बुक करें',
  failedTitle: 'कुछ नहीं बदला',
}

export const visitShellCopy: TextOf<typeof englishVisitShellCopy> = {
  opening: 'आपकी साइट विज़िट खुल रही है...',
  noScript: 'आपकी विज़िट दिखाने के लिए इस पेज को JavaScript चाहिए। कृपया उसे चालू करें, या हमें फ़ोन करें।',
  notFoundTitle: 'इस लिंक पर कोई विज़िट नहीं',
  notFound: 'यह विज़िट नहीं मिली। कृपया लिंक जाँचें, या हमें फ़ोन करें।',
  replacedTitle: 'यह लिंक पुराना हो गया',
  notReached: 'हमारे सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  tryAgain: 'फिर से कोशिश करें',
  book: 'मुफ़्त साइट विज़िट बुक करें',
}
