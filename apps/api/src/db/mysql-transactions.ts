import type { DataSource, QueryRunner } from 'typeorm'

/** What this module uses of TypeORM's MysqlQueryRunner. */
type MysqlRunner = Omit<QueryRunner, 'isTransactionActive'> & {
  isTransactionActive: boolean
  transactionDepth: number
  databaseConnection: { destroy(): void } | undefined
}

interface MysqlDriver {
  createQueryRunner(mode: 'master' | 'slave'): QueryRunner
}

/**
 * TypeORM hands a transaction's connection back to the pool whatever happened to it. After a
 * START TRANSACTION, COMMIT or ROLLBACK that failed (a connection cut mid-commit, a timeout, an
 * error of the server), nobody knows whether the server still has that transaction open: the next
 * request given the connection would run its statements inside it, answer 201, and have them undone
 * when the connection finally dies. Such a connection is destroyed instead (the server rolls back
 * what it had open, the pool opens another), and the runner forgets its transaction, so the
 * request is answered from the original error (503 or 500), never 201.
 */
export function discardConnectionsOfFailedTransactions(dataSource: DataSource): void {
  const driver = dataSource.driver as unknown as MysqlDriver
  const create = driver.createQueryRunner.bind(driver)
  driver.createQueryRunner = (mode) => {
    const runner = create(mode) as unknown as MysqlRunner
    const discard = () => {
      runner.isTransactionActive = false
      runner.transactionDepth = 0
      runner.databaseConnection?.destroy()
      // release() then has no connection to give back to the pool.
      runner.databaseConnection = undefined
    }
    /** Runs a step that begins or ends the outermost transaction; discards on failure. */
    const guard =
      <A extends unknown[]>(step: (...args: A) => Promise<void>, outermost: () => boolean) =>
      async (...args: A) => {
        const isOutermost = outermost()
        try {
          await step(...args)
        } catch (error) {
          if (isOutermost) discard()
          throw error
        }
      }
    runner.startTransaction = guard(
      runner.startTransaction.bind(runner),
      () => runner.transactionDepth === 0,
    )
    const endsOutermost = () => runner.isTransactionActive && runner.transactionDepth <= 1
    runner.commitTransaction = guard(runner.commitTransaction.bind(runner), endsOutermost)
    runner.rollbackTransaction = guard(runner.rollbackTransaction.bind(runner), endsOutermost)
    return runner as unknown as QueryRunner
  }
}
