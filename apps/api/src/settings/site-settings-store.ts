import {
  companyDetailsMessages,
  defaultSalesDeskSettings,
  defaultSettingsVersion,
  defaultSiteSettings,
  defaultSiteVisitSettings,
  type SalesDeskSettings,
  type SettingsPart,
  type SiteSettings,
  type SiteSettingsVersion,
  type SiteSettingsVersionSummary,
  type SiteVisitSettings,
  settingsPartKeys,
  settingsParts,
} from '@nirman/contract'
import type { DataSource, EntityManager, Repository } from 'typeorm'
import { isDuplicateKey } from '../db/duplicate-key'
import { SiteSettingsEntity, type SiteSettingsRow } from '../db/entities'
import { HttpError } from '../http-error'

/** What a save may also check and do, in its transaction. */
export interface SaveOptions {
  /** The version the change was made on: another one saved since is a 409 (nothing saved). */
  expectedVersion?: number
  /** The version a part of which this save brings back. */
  restoredFrom?: number
  /** Called in the transaction with the new version's number (the audit entry). */
  alsoDo?: (manager: EntityManager, version: number) => Promise<void>
  now?: Date
}

/** How often an instance looks for a version saved through another instance. */
export const SETTINGS_POLL_MS = 2000

/** Saves racing for one version number are tried again this often, then refused. */
const SAVE_TRIES = 3

/**
 * The owner's settings as this instance uses them: the newest saved version, held in memory (a page
 * is filled from it without a query) and looked for every `pollMs`, so a change saved through any
 * instance is used by every one within a poll; the instance that saved it uses it at once. If the
 * newest version cannot be read (the database away, a row that is not settings), the one held
 * stays (the defaults at first) and the log says why.
 */
export class SiteSettingsStore {
  private latest: SiteSettingsVersion = defaultSettingsVersion
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly db: DataSource,
    private readonly log: { warn(message: string): void },
    private readonly pollMs = SETTINGS_POLL_MS,
  ) {}

  /** The settings in use, and their version (0: nothing saved, the defaults). */
  current(): SiteSettingsVersion {
    return this.latest
  }

  /** The sales desk in use: the owner's hours and assignment rules, or the built-in ones. */
  salesDesk(): SalesDeskSettings {
    return this.latest.settings.salesDesk ?? defaultSalesDeskSettings
  }

  /** When site visits can be booked: the owner's availability, or the built-in one. */
  siteVisits(): SiteVisitSettings {
    return this.latest.settings.siteVisits ?? defaultSiteVisitSettings
  }

  /** Reads the newest version when it is not the one held; resolves to the one in use. */
  async refresh(): Promise<SiteSettingsVersion> {
    const repository = this.db.getRepository(SiteSettingsEntity)
    const version = await newestVersion(repository)
    if (version === this.latest.version || version === 0) return this.latest
    const row = await repository.findOneByOrFail({ version })
    this.latest = this.versionOf(row)
    return this.latest
  }

  /**
   * Saves `change` (the settings, or what makes them from the newest saved) as the next version, by `savedBy`, and uses it at once on this instance.
   * Two saves at once each get their own version (the newer wins, both stay in the history),
   * unless they name the version they were made on (`expectedVersion`): the later is then a 409.
   */
  async save(
    change: SiteSettings | ((newest: SiteSettings) => SiteSettings),
    savedBy: string | null,
    options: SaveOptions = {},
  ) {
    const { expectedVersion, restoredFrom = null, alsoDo, now = new Date() } = options
    for (let attempt = 1; ; attempt += 1) {
      try {
        const saved = await this.db.transaction(async (manager) => {
          const repository = manager.getRepository(SiteSettingsEntity)
          const newest = await newestVersion(repository)
          if (expectedVersion !== undefined && newest !== expectedVersion) {
            throw new HttpError(409, companyDetailsMessages.stale)
          }
          // A change of one part is made on the newest saved version (not on the one this
          // instance holds, which may be a poll behind).
          const settings =
            typeof change === 'function'
              ? change(
                  newest === 0
                    ? defaultSiteSettings
                    : this.versionOf(await repository.findOneByOrFail({ version: newest }))
                        .settings,
                )
              : change
          const row: SiteSettingsRow = {
            version: newest + 1,
            settings: JSON.stringify(settings),
            savedAt: now,
            savedBy,
            restoredFrom,
          }
          await repository.insert(row)
          await alsoDo?.(manager, row.version)
          return row
        })
        const version = this.versionOf(saved)
        if (version.version > this.latest.version) this.latest = version
        return version
      } catch (error) {
        // Another instance took the number between the read and the insert: read it again (a
        // save made on a version is then stale, and says so).
        if (attempt >= SAVE_TRIES || !isDuplicateKey(error)) throw error
      }
    }
  }

  /** The saved versions, newest first (the owner reads and restores earlier ones). */
  async history(limit = 50): Promise<SiteSettingsVersion[]> {
    const rows = await this.db
      .getRepository(SiteSettingsEntity)
      .find({ order: { version: 'DESC' }, take: limit })
    return rows.map((row) => this.versionOf(row))
  }

  /** The history as the owner reads it: who saved which part when, newest first. */
  async summaries(limit = 50): Promise<SiteSettingsVersionSummary[]> {
    const rows = await this.db
      .getRepository(SiteSettingsEntity)
      .find({ order: { version: 'DESC' }, take: limit + 1 })
    const versions = rows.map((row) => this.versionOf(row))
    return rows.slice(0, limit).map((row, index) => {
      const before = versions[index + 1]?.settings
      const after = versions[index]?.settings ?? defaultSiteSettings
      // The first version changed every part it has (a part it has not is still the built-in).
      const changed = settingsParts.filter((part: SettingsPart) =>
        settingsPartKeys[part].some((key) =>
          before === undefined
            ? after[key] !== undefined
            : JSON.stringify(before[key]) !== JSON.stringify(after[key]),
        ),
      )
      return {
        version: Number(row.version),
        savedAt: row.savedAt.toISOString(),
        savedBy: row.savedBy,
        changed,
        restoredFrom: row.restoredFrom === null ? null : Number(row.restoredFrom),
      }
    })
  }

  /** One saved version; undefined when there is none of that number. */
  async version(version: number): Promise<SiteSettingsVersion | undefined> {
    const row = await this.db.getRepository(SiteSettingsEntity).findOneBy({ version })
    return row ? this.versionOf(row) : undefined
  }

  /** Looks for a newer version every `pollMs` until `stop`. */
  start() {
    const poll = () => {
      this.refresh()
        .catch((error: Error) =>
          this.log.warn(`The site settings could not be read: ${error.message}`),
        )
        .finally(() => {
          if (this.timer === undefined) return
          this.timer = setTimeout(poll, this.pollMs)
          this.timer.unref()
        })
    }
    this.timer = setTimeout(poll, 0)
    this.timer.unref()
  }

  stop() {
    clearTimeout(this.timer)
    this.timer = undefined
  }

  /** A row as the contract's version; settings that cannot be read are the defaults, logged. */
  private versionOf(row: SiteSettingsRow): SiteSettingsVersion {
    let settings = defaultSiteSettings
    try {
      settings = parseSettings(row.settings)
    } catch (error) {
      this.log.warn(
        `The site settings of version ${row.version} cannot be read (${(error as Error).message}): the defaults are used`,
      )
    }
    return {
      version: Number(row.version),
      settings,
      savedAt: row.savedAt.toISOString(),
      savedBy: row.savedBy,
    }
  }
}

/** The newest saved version's number; 0 when nothing was saved. */
async function newestVersion(repository: Repository<SiteSettingsRow>): Promise<number> {
  const newest = await repository
    .createQueryBuilder('saved')
    .select('MAX(saved.version)', 'version')
    .getRawOne<{ version: number | string | null }>()
  return Number(newest?.version ?? 0)
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Stored JSON as settings: an object with a `company` object and a `rateCard` object. */
function parseSettings(json: string): SiteSettings {
  const value: unknown = JSON.parse(json)
  if (!isObject(value) || !isObject(value.company) || !isObject(value.rateCard)) {
    throw new Error('not an object with company and rateCard')
  }
  return value as unknown as SiteSettings
}
