// Hindi texts of ../tools.ts (the home page's tools and resources section).
import type { toolsSectionCopy as englishToolsSectionCopy } from '../tools'
import type { TextOf } from './text-of'

export const toolsSectionCopy: TextOf<typeof englishToolsSectionCopy> = {
  title: 'टूल और जानकारी',
  description:
    'किसी बिल्डर से बात करने से पहले अपना बजट और सामान का हिसाब लगाने के लिए मुफ़्त कैलकुलेटर और गाइड।',
  toolsTitle: 'योजना बनाने वाले कैलकुलेटर',
  toolLinkLabel: 'कैलकुलेटर खोलें',
  allToolsLabel: 'सभी टूल देखें',
  articlesTitle: 'हमारे नॉलेज सेंटर से',
  articleLinkLabel: 'लेख पढ़ें',
  allArticlesLabel: 'सभी लेख देखें',
}
