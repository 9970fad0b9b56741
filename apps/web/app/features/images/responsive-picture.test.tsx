import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { anImage } from '../projects/test-utils'
import { ResponsivePicture } from './responsive-picture'

// anImage('terrace'): AVIF, WebP and JPEG at 480, 960 and 1600 px wide, 1600 × 1200.
const terrace = anImage('terrace')
const sizes = '(min-width: 1024px) 400px, 100vw'

function renderPicture(props: Partial<Parameters<typeof ResponsivePicture>[0]> = {}) {
  render(
    <ResponsivePicture
      image={terrace}
      alt="The terrace after waterproofing"
      sizes={sizes}
      {...props}
    />,
  )
  const image = screen.getByRole('img', { name: props.alt ?? 'The terrace after waterproofing' })
  const picture = image.parentElement
  if (picture?.tagName !== 'PICTURE') throw new Error('the <img> is not inside a <picture>')
  return { image, sources: [...picture.querySelectorAll('source')] }
}

describe('ResponsivePicture', () => {
  it('offers every stored format as a <source>, smallest files first, each with the sizes', () => {
    const { sources } = renderPicture()
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
      'image/jpeg',
    ])
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/uploads/terrace-480.avif 480w, /uploads/terrace-960.avif 960w, /uploads/terrace-1600.avif 1600w',
    )
    expect(sources[1]).toHaveAttribute(
      'srcset',
      '/uploads/terrace-480.webp 480w, /uploads/terrace-960.webp 960w, /uploads/terrace-1600.webp 1600w',
    )
    for (const source of sources) expect(source).toHaveAttribute('sizes', sizes)
  })

  it('gives the <img> the JPEG widths, the middle JPEG as src, the size and the caption as alt', () => {
    const { image } = renderPicture()
    expect(image).toHaveAttribute('src', '/uploads/terrace-960.jpg')
    expect(image).toHaveAttribute(
      'srcset',
      '/uploads/terrace-480.jpg 480w, /uploads/terrace-960.jpg 960w, /uploads/terrace-1600.jpg 1600w',
    )
    expect(image).toHaveAttribute('sizes', sizes)
    // The photo's own size, so the page keeps its place (a 4:3 box) before the file arrives.
    expect(image).toHaveAttribute('width', '1600')
    expect(image).toHaveAttribute('height', '1200')
    expect(image).toHaveAttribute('alt', 'The terrace after waterproofing')
  })

  it('loads lazily and decodes off the main thread unless told to load at once', () => {
    const { image } = renderPicture()
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('decoding', 'async')
    const { image: first } = renderPicture({ alt: 'Front of the house', loading: 'eager' })
    expect(first).toHaveAttribute('loading', 'eager')
  })

  it('is left out of the accessibility tree with an empty alt (a picture the text already names)', () => {
    render(<ResponsivePicture image={terrace} alt="" sizes={sizes} />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(document.querySelector('img')).toHaveAttribute('alt', '')
  })
})
