import { Link } from 'react-router'
import { company } from '../../content/company'

/** The house mark and the company name, linking home. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-bold text-lg">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="36" height="36">
        <rect width="32" height="32" rx="6" fill={inverted ? '#ffffff' : '#173b76'} />
        <path d="M7 24V12l9-6 9 6v12h-6v-7h-6v7z" fill={inverted ? '#173b76' : '#ffb30f'} />
      </svg>
      {/* On the narrowest phones the mark alone, so the header keeps room for Get a Quote. */}
      <span className={inverted ? 'text-white' : 'max-[399px]:sr-only text-primary'}>
        {company.name}
      </span>
    </Link>
  )
}
