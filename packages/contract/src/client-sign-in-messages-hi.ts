import type { ClientSignInMessageKey } from './client-sign-in-messages'

// The Hindi of the project tracker's sign-in messages (client-sign-in-messages.ts), in the style of
// the website's app/content/hi/GLOSSARY.md: आप, short and direct requests, ईमेल and साइन इन as
// people say them. Every key needs its wording (a missing one does not compile). Imports of types
// only: `@nirman/contract/client-sign-in-messages-hi`, loaded by Hindi pages alone.

export const hindiClientSignInMessages: Readonly<Record<ClientSignInMessageKey, string>> = {
  email: 'वह ईमेल पता लिखें जो आपने हमें दिया था',
  code: 'ईमेल में आया छह अंकों का कोड लिखें',
  codeSent:
    'अगर इस पते से हमारा कोई प्रोजेक्ट जुड़ा है, तो इस पर छह अंकों का कोड भेजा जा रहा है। यह 10 मिनट तक काम करेगा।',
  wrongCode: 'यह कोड सही नहीं है। ईमेल देखकर फिर से कोशिश करें।',
  expiredCode: 'इस कोड का समय निकल गया है या यह पहले ही इस्तेमाल हो चुका है: नया कोड मँगवाएँ।',
  tooManyTries: 'बहुत बार ग़लत कोड डाला गया: नया कोड मँगवाएँ।',
  tooManyCodes:
    'पिछले एक घंटे में इस पते पर तीन कोड भेजे जा चुके हैं: सबसे नया कोड इस्तेमाल करें, या कुछ देर बाद फिर कोशिश करें।',
  tooManyRequests: 'इस कनेक्शन से बहुत ज़्यादा कोशिशें हुई हैं: कृपया कुछ मिनट रुककर फिर कोशिश करें।',
  invitationUnknown: 'यह आमंत्रण लिंक सही नहीं है: देखें कि पूरा लिंक कॉपी हुआ है, या अपने ईमेल से साइन इन करें।',
  invitationUsed: 'यह आमंत्रण लिंक पहले ही इस्तेमाल हो चुका है: अपने ईमेल और कोड से साइन इन करें।',
  invitationExpired:
    'इस आमंत्रण लिंक का समय निकल गया है: अपने ईमेल और कोड से साइन इन करें, या हमसे नया लिंक माँगें।',
  revoked: 'प्रोजेक्ट ट्रैकर में आपकी पहुँच बंद कर दी गई है। अगर यह ग़लती से हुआ है, तो कृपया हमें फ़ोन करें।',
  signInFirst: 'अपना प्रोजेक्ट देखने के लिए कृपया साइन इन करें',
  signedOut: 'आप साइन आउट हो गए हैं',
  projectNotFound: 'प्रोजेक्ट नहीं मिला',
  fileNotFound: 'फ़ाइल नहीं मिली',
}
