import { InitialSchema1763683200000 } from './1763683200000-initial-schema'
import { SeedSampleProjects1763683300000 } from './1763683300000-seed-sample-projects'
import { LeadAlertsAndSources1764000000000 } from './1764000000000-lead-alerts-and-sources'
import { NormalizeAdminUsernames1795535600000 } from './1795535600000-normalize-admin-usernames'
import { LeadPipeline1795535700000 } from './1795535700000-lead-pipeline'
import { OutboxTrigger1795550000000 } from './1795550000000-outbox-trigger'
import { RequestLanguage1795560000000 } from './1795560000000-request-language'
import { Portfolio1795570000000 } from './1795570000000-portfolio'
import { ProjectHindi1795580000000 } from './1795580000000-project-hindi'
import { RepeatLookupIndex1795590000000 } from './1795590000000-repeat-lookup-index'
import { MailOutbox1795600000000 } from './1795600000000-mail-outbox'
import { SiteSettings1795610000000 } from './1795610000000-site-settings'
import { ClientProjects1795620000000 } from './1795620000000-client-projects'
import { SettingsRestoredFrom1795630000000 } from './1795630000000-settings-restored-from'
import { LandSizeSquareFeet1795720000000 } from './1795720000000-land-size-square-feet'
import { Quotations1795730000000 } from './1795730000000-quotations'
import { LeadAssignment1795740000000 } from './1795740000000-lead-assignment'
import { FirstContact1795750000000 } from './1795750000000-first-contact'
import { LeadReports1795760000000 } from './1795760000000-lead-reports'
import { SearchMessagesNotes1795770000000 } from './1795770000000-search-messages-notes'
import { SiteVisits1795780000000 } from './1795780000000-site-visits'

/** Every migration, oldest first. Listed explicitly so the bundled server needs no file globbing. */
export const migrations = [
  InitialSchema1763683200000,
  SeedSampleProjects1763683300000,
  LeadAlertsAndSources1764000000000,
  NormalizeAdminUsernames1795535600000,
  LeadPipeline1795535700000,
  OutboxTrigger1795550000000,
  RequestLanguage1795560000000,
  Portfolio1795570000000,
  ProjectHindi1795580000000,
  RepeatLookupIndex1795590000000,
  MailOutbox1795600000000,
  SiteSettings1795610000000,
  ClientProjects1795620000000,
  SettingsRestoredFrom1795630000000,
  LandSizeSquareFeet1795720000000,
  Quotations1795730000000,
  LeadAssignment1795740000000,
  FirstContact1795750000000,
  LeadReports1795760000000,
  SearchMessagesNotes1795770000000,
  SiteVisits1795780000000,
]
