import { useCompany } from '../../i18n/company'
import { Link } from '../../i18n/link'
import { useLocalPath } from '../../i18n/use-lang'

/** The house mark and the company name, linking home. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const company = useCompany()
  const to = useLocalPath()
  return (
    <Link to={to('/')} className="flex items-center gap-2 rounded-md font-bold text-lg">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="36" height="36">
        <rect width="32" height="32" rx="6" fill={inverted ? '#ffffff' : '#173b76'} />
        <path d="M7 24V12l9-6 9 6v12h-6v-7h-6v7z" fill={inverted ? '#173b76' : '#ffb30f'} />
      </svg>
      {/* The mark alone on phones, and beside the inline menu on small laptops: the header keeps
          room for the language link and Get a Quote without a sideways scroll. */}
      <span className={inverted ? 'text-white' : 'max-sm:sr-only lg:max-xl:sr-only text-primary'}>
        {company.name}
      </span>
    </Link>
  )
}
