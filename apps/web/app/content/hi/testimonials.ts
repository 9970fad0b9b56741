// Hindi texts of ../testimonials.ts. The names are the English module's stand-ins written in
// Devanagari; when the company puts in real clients, both modules change together.
import type {
  clientSuccessStories as englishClientSuccessStories,
  homeTestimonials as englishHomeTestimonials,
  testimonialsCopy as englishTestimonialsCopy,
} from '../testimonials'
import type { TextOf } from './text-of'

export const homeTestimonials: TextOf<typeof englishHomeTestimonials> = [
  {
    quote:
      'हम पुणे में रहते हैं और इतनी दूर से पटना में घर बनवाने को लेकर बहुत चिंता थी। हर हफ़्ते आने वाली फ़ोटो और साइट इंजीनियर के फ़ोन से हमें हमेशा पता रहता था कि काम कहाँ तक पहुँचा है। जैसा वादा था, दस महीने में घर तैयार हो गया।',
    name: 'राजेश कुमार सिन्हा',
    detail: 'मकान मालिक, कंकड़बाग, पटना',
    project: 'G+2 पारिवारिक घर',
  },
  {
    quote:
      'बोरिंग रोड पर हमारा शोरूम त्योहारों से पहले खुलना ज़रूरी था। निर्माण कंस्ट्रक्शन्स ने उसी तारीख़ को ध्यान में रखकर काम की योजना बनाई, सड़क की तरफ़ साफ़-सफ़ाई रखी और एक हफ़्ता पहले ही शोरूम सौंप दिया। लाइटिंग और सामने के हिस्से की तारीफ़ आज भी रोज़ होती है।',
    name: 'अंजलि वर्मा',
    detail: 'व्यवसायी, बोरिंग रोड, पटना',
    project: 'दो-मंज़िला शोरूम',
  },
  {
    quote:
      'ऊपर एक मंज़िल जोड़ने से पहले इंजीनियरों ने हमारे पुराने मकान की जाँच की और ईमानदारी से बताया कि किन कॉलम को मज़बूत करना ज़रूरी है। कोटेशन आइटम-वार था और आख़िरी बिल उसी के मुताबिक़ आया। मुज़फ़्फ़रपुर में किसी को भी हम इनकी सलाह देंगे।',
    name: 'सुनील प्रसाद',
    detail: 'मकान मालिक, मुज़फ़्फ़रपुर',
    project: 'पहली मंज़िल का विस्तार',
  },
]

export const clientSuccessStories: TextOf<typeof englishClientSuccessStories> = [
  {
    quote:
      'पहली बार प्लॉट देखने से लेकर गृह-प्रवेश तक, हर बात सीधे-सादे शब्दों में समझाई गई। नक्शा पास हो गया और हमें एक भी दफ़्तर का चक्कर नहीं लगाना पड़ा। पहली बरसात में भी छत से एक बूँद नहीं टपकी।',
    name: 'अमित और प्रिया शर्मा',
    detail: 'मकान मालिक, पटना',
    project: 'स्वतंत्र मकान, दानापुर',
  },
  {
    quote:
      'दिल्ली-NCR में हमने कई ठेकेदारों के साथ काम किया है। निर्माण कंस्ट्रक्शन्स की हर महीने की लागत रिपोर्ट और क्वालिटी रिकॉर्ड से हमारे बैंक और ख़रीदारों, दोनों का भरोसा बना रहा, और पज़ेशन समय पर मिला।',
    name: 'विक्रम मल्होत्रा',
    detail: 'रियल एस्टेट डेवलपर, दिल्ली-NCR',
    project: 'रिहायशी अपार्टमेंट प्रोजेक्ट',
  },
  {
    quote:
      'इन्होंने सात हफ़्तों में हमारे रेस्टोरेंट का किचन और डाइनिंग हॉल तैयार कर दिया, जिसमें एग्ज़ॉस्ट, गैस लाइन और फ़ायर सेफ़्टी सब नियमों के हिसाब से था। जिस दिन खोलने की घोषणा की थी, उसी दिन रेस्टोरेंट खुला।',
    name: 'देबाशीष रॉय',
    detail: 'रेस्टोरेंट मालिक, कोलकाता',
    project: 'रेस्टोरेंट फ़िट-आउट',
  },
]

export const testimonialsCopy: TextOf<typeof englishTestimonialsCopy> = {
  title: 'हमारे ग्राहक क्या कहते हैं',
  description: 'बिहार भर के परिवार और व्यवसायी, हमारे साथ निर्माण के अपने अनुभव पर।',
  carouselLabel: 'ग्राहकों की राय',
  previous: 'पिछली राय',
  next: 'अगली राय',
  showSlide: (n: number) => `राय ${n} दिखाएँ`,
  slideLabel: (n: number, total: number) => `${total} में से ${n}`,
}
