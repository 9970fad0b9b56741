/**
 * The testimonials the website showed as fixed copies until issue 13 (apps/web/app/content/
 * testimonials.ts and its Hindi twin hi/testimonials.ts, copied here word for word: a migration
 * never imports the website's code, whose texts may change later). The home page carousel's three,
 * the three client success stories of /client-solutions, then the portfolio page's two
 * (apps/web/app/content/projects.ts and hi/projects.ts). The names are the website's
 * stand-ins, which the company replaces with real clients who agreed to be quoted.
 */
export const seedTestimonials: {
  quote: string
  author: string
  detail: string
  project: string
  segment: 'homeowners' | 'developers' | 'commercial' | null
  placements: string
  hindiQuote: string
  hindiAuthor: string
  hindiDetail: string
  hindiProject: string
}[] = [
  {
    quote:
      'We live in Pune and were worried about building our house in Patna from so far away. The weekly photos and the site engineer’s calls meant we always knew where things stood. The house was ready in ten months, as promised.',
    author: 'Rajesh Kumar Sinha',
    detail: 'Homeowner, Kankarbagh, Patna',
    project: 'G+2 family home',
    segment: null,
    placements: 'home',
    hindiQuote:
      'हम पुणे में रहते हैं और इतनी दूर से पटना में घर बनवाने को लेकर बहुत चिंता थी। हर हफ़्ते आने वाली फ़ोटो और साइट इंजीनियर के फ़ोन से हमें हमेशा पता रहता था कि काम कहाँ तक पहुँचा है। जैसा वादा था, दस महीने में घर तैयार हो गया।',
    hindiAuthor: 'राजेश कुमार सिन्हा',
    hindiDetail: 'मकान मालिक, कंकड़बाग, पटना',
    hindiProject: 'G+2 पारिवारिक घर',
  },
  {
    quote:
      'Our showroom on Boring Road had to open before the festive season. Nirman planned the work around that date, kept the road side tidy and handed over a week early. The lighting and the frontage get compliments every day.',
    author: 'Anjali Verma',
    detail: 'Business owner, Boring Road, Patna',
    project: 'Two-storey showroom',
    segment: null,
    placements: 'home',
    hindiQuote:
      'बोरिंग रोड पर हमारा शोरूम त्योहारों से पहले खुलना ज़रूरी था। निर्माण कंस्ट्रक्शन्स ने उसी तारीख़ को ध्यान में रखकर काम की योजना बनाई, सड़क की तरफ़ साफ़-सफ़ाई रखी और एक हफ़्ता पहले ही शोरूम सौंप दिया। लाइटिंग और सामने के हिस्से की तारीफ़ आज भी रोज़ होती है।',
    hindiAuthor: 'अंजलि वर्मा',
    hindiDetail: 'व्यवसायी, बोरिंग रोड, पटना',
    hindiProject: 'दो-मंज़िला शोरूम',
  },
  {
    quote:
      'The engineers checked our old house before adding a floor and told us honestly which columns needed strengthening. The quotation was itemised and the final bill matched it. We would recommend them to anyone in Muzaffarpur.',
    author: 'Sunil Prasad',
    detail: 'Homeowner, Muzaffarpur',
    project: 'First-floor extension',
    segment: null,
    placements: 'home',
    hindiQuote:
      'ऊपर एक मंज़िल जोड़ने से पहले इंजीनियरों ने हमारे पुराने मकान की जाँच की और ईमानदारी से बताया कि किन कॉलम को मज़बूत करना ज़रूरी है। कोटेशन आइटम-वार था और आख़िरी बिल उसी के मुताबिक़ आया। मुज़फ़्फ़रपुर में किसी को भी हम इनकी सलाह देंगे।',
    hindiAuthor: 'सुनील प्रसाद',
    hindiDetail: 'मकान मालिक, मुज़फ़्फ़रपुर',
    hindiProject: 'पहली मंज़िल का विस्तार',
  },
  {
    quote:
      'From the first plot visit to the housewarming, everything was explained in plain words. The approval came through without us visiting a single office, and the terrace stayed dry through its first monsoon.',
    author: 'Amit and Priya Sharma',
    detail: 'Homeowners, Patna',
    project: 'Independent house, Danapur',
    segment: 'homeowners',
    placements: 'solutions',
    hindiQuote:
      'पहली बार प्लॉट देखने से लेकर गृह-प्रवेश तक, हर बात सीधे-सादे शब्दों में समझाई गई। नक्शा पास हो गया और हमें एक भी दफ़्तर का चक्कर नहीं लगाना पड़ा। पहली बरसात में भी छत से एक बूँद नहीं टपकी।',
    hindiAuthor: 'अमित और प्रिया शर्मा',
    hindiDetail: 'मकान मालिक, पटना',
    hindiProject: 'स्वतंत्र मकान, दानापुर',
  },
  {
    quote:
      'We have worked with many contractors across Delhi-NCR. Nirman’s monthly cost reports and quality records made our bank and our buyers comfortable, and possession was on schedule.',
    author: 'Vikram Malhotra',
    detail: 'Real estate developer, Delhi-NCR',
    project: 'Residential apartment project',
    segment: 'developers',
    placements: 'solutions',
    hindiQuote:
      'दिल्ली-NCR में हमने कई ठेकेदारों के साथ काम किया है। निर्माण कंस्ट्रक्शन्स की हर महीने की लागत रिपोर्ट और क्वालिटी रिकॉर्ड से हमारे बैंक और ख़रीदारों, दोनों का भरोसा बना रहा, और पज़ेशन समय पर मिला।',
    hindiAuthor: 'विक्रम मल्होत्रा',
    hindiDetail: 'रियल एस्टेट डेवलपर, दिल्ली-NCR',
    hindiProject: 'रिहायशी अपार्टमेंट प्रोजेक्ट',
  },
  {
    quote:
      'They fitted out our restaurant kitchen and dining hall in seven weeks, with the exhaust, gas lines and fire safety all done to code. We opened on the day we had announced.',
    author: 'Debashish Roy',
    detail: 'Restaurant owner, Kolkata',
    project: 'Restaurant fit-out',
    segment: 'commercial',
    placements: 'solutions',
    hindiQuote:
      'इन्होंने सात हफ़्तों में हमारे रेस्टोरेंट का किचन और डाइनिंग हॉल तैयार कर दिया, जिसमें एग्ज़ॉस्ट, गैस लाइन और फ़ायर सेफ़्टी सब नियमों के हिसाब से था। जिस दिन खोलने की घोषणा की थी, उसी दिन रेस्टोरेंट खुला।',
    hindiAuthor: 'देबाशीष रॉय',
    hindiDetail: 'रेस्टोरेंट मालिक, कोलकाता',
    hindiProject: 'रेस्टोरेंट फ़िट-आउट',
  },
  {
    quote:
      'We wanted a house that stays cool in May and dry in August. They suggested fly-ash brick walls, deep sunshades and a raised plinth, explained what each would cost, and the house has done exactly that for two summers now.',
    author: 'Meera Singh',
    detail: 'Homeowner, Hajipur',
    project: 'Courtyard villa',
    segment: null,
    placements: 'portfolio',
    hindiQuote:
      'हमें ऐसा घर चाहिए था जो मई में ठंडा रहे और अगस्त में सूखा। इन्होंने फ़्लाई ऐश ईंट की दीवारें, गहरे छज्जे और ऊँचा प्लिंथ सुझाया, हर चीज़ का ख़र्च समझाया, और दो गर्मियों से घर ठीक वैसा ही है।',
    hindiAuthor: 'मीरा सिंह',
    hindiDetail: 'मकान मालिक, हाजीपुर',
    hindiProject: 'आँगन वाला विला',
  },
  {
    quote:
      'Our new classrooms had to be ready before the session began in April. The work was planned around the school calendar, the site was fenced off from the children, and every floor has a ramp and an accessible toilet.',
    author: 'Dr. Arvind Mishra',
    detail: 'Chairman, school trust, Bihta',
    project: 'Three-storey academic block',
    segment: null,
    placements: 'portfolio',
    hindiQuote:
      'हमारी नई कक्षाएँ अप्रैल में सत्र शुरू होने से पहले तैयार होनी थीं। काम स्कूल के कैलेंडर के हिसाब से बाँटा गया, साइट को बच्चों से घेरकर अलग रखा गया, और हर मंज़िल पर रैंप और दिव्यांगों के लिए सुलभ शौचालय है।',
    hindiAuthor: 'डॉ. अरविंद मिश्रा',
    hindiDetail: 'अध्यक्ष, स्कूल ट्रस्ट, बिहटा',
    hindiProject: 'तीन-मंज़िला शैक्षणिक भवन',
  },
]
