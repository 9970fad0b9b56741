/**
 * A primary key or unique index refused a row, on MySQL/MariaDB or SQLite: the driver's code
 * (ER_DUP_ENTRY, SQLITE_CONSTRAINT_PRIMARYKEY or _UNIQUE), on the error or on TypeORM's
 * `driverError`, or the message when neither says.
 */
export function isDuplicateKey(error: unknown): boolean {
  const { code, driverError } = (error ?? {}) as {
    code?: unknown
    driverError?: { code?: unknown }
  }
  const codes = [code, driverError?.code]
  if (
    codes.some(
      (each) =>
        each === 'ER_DUP_ENTRY' ||
        each === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
        each === 'SQLITE_CONSTRAINT_UNIQUE',
    )
  ) {
    return true
  }
  const message = error instanceof Error ? error.message : ''
  return /UNIQUE constraint failed|Duplicate entry/.test(message)
}
