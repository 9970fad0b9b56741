import type { Preview } from '@storybook/react-vite'
import '../src/styles.css'

const preview: Preview = {
  // Docs pages are generated from each component's props for every story file.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: an axe violation fails `pnpm test`.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: {
          name: 'Phone (360 px)',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (768 px)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
}

export default preview
