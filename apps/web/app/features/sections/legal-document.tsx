import { postalAddress } from '../../content/company'
import { legalCopy as legalCopyHindi } from '../../content/hi/legal'
import { type LegalDocument, legalCopy as legalCopyEnglish } from '../../content/legal'
import { useCompany } from '../../i18n/company'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'
import { PageHero } from './page-hero'

/** A policy page: its title, a table of contents, and one `<h2>` section per topic. */
export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const company = useCompany()
  const legalCopy = usePageText(legalCopyEnglish, legalCopyHindi)
  return (
    <>
      <PageHero title={document.title} subtitle={document.updated} />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 lg:grid-cols-[1fr_3fr]">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <p id="legal-contents" className="mb-3 font-semibold">
            {document.contentsTitle}
          </p>
          <ol className="space-y-1 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-8 items-center text-muted-foreground hover:text-primary hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10 text-lg leading-relaxed">
          <p>{document.intro}</p>
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="mb-4 font-bold text-2xl tracking-tight">
                {section.title}
              </h2>
              <div className="space-y-4">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list ? (
                  <ul className="list-disc space-y-2 pl-6">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
                {section.closing ? <p>{section.closing}</p> : null}
                {section.showContact ? (
                  <address className="space-y-1 rounded-lg bg-muted p-5 not-italic">
                    <p className="font-semibold">{company.name}</p>
                    {company.email ? (
                      <p>
                        {legalCopy.emailLabel}:{' '}
                        <a
                          href={`mailto:${company.email}`}
                          className="font-semibold text-primary underline-offset-4 hover:underline"
                        >
                          {company.email}
                        </a>
                      </p>
                    ) : (
                      <p>
                        {legalCopy.contactForm}{' '}
                        <Link
                          to="/contact"
                          className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
                        >
                          {legalCopy.contactPage}
                        </Link>
                      </p>
                    )}
                    <p>
                      {legalCopy.addressLabel}: {postalAddress(company.address)}
                    </p>
                  </address>
                ) : null}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
