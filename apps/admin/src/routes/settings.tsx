import {
  companyDate,
  formatCompanyDateTime,
  type SettingsPart,
  type SiteSettingsVersion,
} from '@nirman/contract'
import { Notice, NoticeDescription, Spinner } from '@nirman/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { settingsKeys, settingsQuery } from '../api/settings'
import { CompanyDetailsForm } from '../features/settings/company-details-form'
import { companyFormValuesOf } from '../features/settings/company-form-values'
import { QuotationSettingsForm } from '../features/settings/quotation-settings-form'
import { quotationSettingsFormValuesOf } from '../features/settings/quotation-settings-form-values'
import { RateCardForm, RateCardSavedLine } from '../features/settings/rate-card-form'
import { rateCardFormValuesOf } from '../features/settings/rate-card-form-values'
import { SalesDeskPart } from '../features/settings/sales-desk-form'
import { salesDeskFormValuesOf } from '../features/settings/sales-desk-form-values'
import { SettingsHistory } from '../features/settings/settings-history'
import { SettingsSection } from '../features/settings/settings-section'
import { SiteVisitForm } from '../features/settings/site-visit-form'
import { siteVisitFormValuesOf } from '../features/settings/site-visit-form-values'
import {
  companyCopy,
  historyCopy,
  quotationSettingsCopy,
  rateCardCopy,
  salesDeskCopy,
  settingsCopy,
  siteVisitCopy,
} from '../settings-content'
import { OwnerOnly } from './owner-only'

/** The page's parts in order, by the ids each gives itself. */
const parts = [
  { id: 'company', label: companyCopy.title },
  { id: 'rate-card', label: rateCardCopy.title },
  { id: 'quotations', label: quotationSettingsCopy.title },
  { id: 'sales-desk', label: salesDeskCopy.title },
  { id: 'site-visits', label: siteVisitCopy.title },
  { id: 'history', label: historyCopy.title },
] as const

/**
 * `/admin/settings` (owner): the company's details, the rate card, what new quotations start with,
 * the sales desk, site visits and the settings' history.
 */
export function SettingsPage() {
  return (
    <OwnerOnly>
      <Settings />
    </OwnerOnly>
  )
}

function Settings() {
  const settings = useQuery(settingsQuery)
  if (settings.isError) {
    return (
      <Notice variant="destructive">
        <NoticeDescription>{settingsCopy.loadError}</NoticeDescription>
      </Notice>
    )
  }
  if (!settings.data) return <Spinner label={settingsCopy.loading} className="text-2xl" />
  return <SettingsParts current={settings.data} />
}

function SettingsParts({ current }: { current: SiteSettingsVersion }) {
  const queryClient = useQueryClient()
  const { company, rateCard, rateCardAsOf, landUnits, quotations, salesDesk, siteVisits } =
    current.settings
  const saved = useMemo(() => companyFormValuesOf(company), [company])
  const savedCard = useMemo(
    // A card never saved is as of today in Patna.
    () => rateCardFormValuesOf({ rateCard, rateCardAsOf, landUnits }, companyDate(new Date())),
    [rateCard, rateCardAsOf, landUnits],
  )
  const savedQuotations = useMemo(() => quotationSettingsFormValuesOf(quotations), [quotations])
  const savedSalesDesk = useMemo(() => salesDeskFormValuesOf(salesDesk), [salesDesk])
  const savedSiteVisits = useMemo(() => siteVisitFormValuesOf(siteVisits), [siteVisits])
  // Bumped by a restore of a part: its form starts again from what was restored, not what was typed.
  const [restores, setRestores] = useState<Record<SettingsPart, number>>({
    company: 0,
    rateCard: 0,
    quotations: 0,
    salesDesk: 0,
    siteVisits: 0,
  })

  /** A new version in use: the page shows it at once, the history is asked again. */
  const showVersion = async (answer: SiteSettingsVersion) => {
    queryClient.setQueryData(settingsKeys.current(), answer)
    await queryClient.invalidateQueries({ queryKey: settingsKeys.versionList() })
  }
  /** Someone else saved first: their version, and the history with it. */
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: settingsKeys.current() })
    void queryClient.invalidateQueries({ queryKey: settingsKeys.versionList() })
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-4">
      <p className="text-muted-foreground">
        {current.savedAt
          ? settingsCopy.savedBy(current.savedBy, formatCompanyDateTime(current.savedAt))
          : settingsCopy.nothingSaved}
      </p>
      <nav aria-label={settingsCopy.indexLabel}>
        <ul className="flex flex-wrap gap-2">
          {parts.map((part) => (
            <li key={part.id}>
              <a
                href={`#${part.id}`}
                className="inline-flex min-h-9 items-center rounded-full border border-border bg-background px-3 text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {part.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <SettingsSection id="company" title={companyCopy.title} description={companyCopy.description}>
        <CompanyDetailsForm
          key={restores.company}
          saved={saved}
          version={current.version}
          onSaved={showVersion}
          onReload={reload}
        />
      </SettingsSection>
      <SettingsSection
        id="rate-card"
        title={rateCardCopy.title}
        description={rateCardCopy.description}
      >
        <RateCardSavedLine settings={current.settings} />
        <RateCardForm
          key={restores.rateCard}
          saved={savedCard}
          version={current.version}
          onSaved={showVersion}
          onReload={reload}
        />
      </SettingsSection>
      <SettingsSection
        id="quotations"
        title={quotationSettingsCopy.title}
        description={quotationSettingsCopy.description}
      >
        {quotations ? null : (
          <p className="text-muted-foreground">{quotationSettingsCopy.nothingSaved}</p>
        )}
        <QuotationSettingsForm
          key={restores.quotations}
          saved={savedQuotations}
          version={current.version}
          onSaved={showVersion}
          onReload={reload}
        />
      </SettingsSection>
      <SettingsSection
        id="sales-desk"
        title={salesDeskCopy.title}
        description={salesDeskCopy.description}
      >
        {salesDesk ? null : <p className="text-muted-foreground">{salesDeskCopy.nothingSaved}</p>}
        <SalesDeskPart
          key={restores.salesDesk}
          saved={savedSalesDesk}
          version={current.version}
          onSaved={showVersion}
          onReload={reload}
        />
      </SettingsSection>
      <SettingsSection
        id="site-visits"
        title={siteVisitCopy.title}
        description={siteVisitCopy.description}
      >
        {siteVisits ? null : <p className="text-muted-foreground">{siteVisitCopy.nothingSaved}</p>}
        <SiteVisitForm
          key={restores.siteVisits}
          saved={savedSiteVisits}
          version={current.version}
          onSaved={showVersion}
          onReload={reload}
        />
      </SettingsSection>
      <SettingsSection id="history" title={historyCopy.title} description={historyCopy.description}>
        <SettingsHistory
          current={current}
          onReload={reload}
          onRestored={async (answer, part) => {
            setRestores((counts) => ({ ...counts, [part]: counts[part] + 1 }))
            await showVersion(answer)
          }}
        />
      </SettingsSection>
    </div>
  )
}
