import { Calculator, Lightbulb } from 'lucide-react'
import type { ContentBlock, ContentSection } from '../../content/articles'
import { calculatorCopy as calculatorCopyEnglish } from '../../content/calculators'
import { calculatorCopy as calculatorCopyHindi } from '../../content/hi/calculators'
import { paths } from '../../content/site-map'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'

function Block({ block }: { block: ContentBlock }) {
  const calculatorCopy = usePageText(calculatorCopyEnglish, calculatorCopyHindi)
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>
    case 'subheading':
      return <h3 className="pt-2 font-semibold text-foreground text-xl">{block.text}</h3>
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-primary">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'steps':
      return (
        <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-primary">
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              {item}
            </li>
          ))}
        </ol>
      )
    case 'tip':
      return (
        <aside className="flex gap-3 rounded-lg border-amber-400 border-l-4 bg-amber-50 p-4 text-amber-950">
          <Lightbulb aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <p>{block.text}</p>
        </aside>
      )
    case 'calculator':
      return (
        <aside className="flex gap-3 rounded-lg border border-brand-200 bg-secondary p-4 text-secondary-foreground">
          <Calculator aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          <p>
            {block.text}{' '}
            <Link
              to={paths.calculator(block.slug)}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {calculatorCopy[block.slug].title}
            </Link>
          </p>
        </aside>
      )
  }
}

/** The body of an article or a guide: each section under its `<h2>`, then its blocks. */
export function ContentBody({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <div className="space-y-10 text-foreground text-lg leading-relaxed">
      {sections.map((section) => (
        <section key={section.heading} className="space-y-4">
          <h2 className="font-bold text-2xl tracking-tight sm:text-3xl">{section.heading}</h2>
          {section.blocks.map((block, index) => (
            // Blocks never move within a section: their position is their identity.
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </div>
  )
}
