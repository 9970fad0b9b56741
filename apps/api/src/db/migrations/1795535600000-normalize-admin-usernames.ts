import { type MigrationInterface, type QueryRunner, Table } from 'typeorm'

interface AdminSpelling {
  id: number
  username: string
}

const SPELLINGS_TABLE = 'admin_username_spellings'

// The rule of src/security/usernames.ts, frozen here as it was when this migration was written:
// a migration must do the same thing whenever it runs, whatever the code becomes later.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu
const normalize = (username: string) =>
  username.normalize('NFKC').toLowerCase().normalize('NFKC').replace(INVISIBLE, '').trim()

/**
 * Usernames are stored in one spelling (NFKC, lower case, no control or invisible characters), so
 * that `ſtaff`, `ＳＴＡＦＦ` and `Staff` are one account whose sign-in limit they share. Accounts
 * created before are rewritten to that spelling; their former spelling is kept in
 * admin_username_spellings so that `down` can put it back. Two accounts that would become one name
 * stop the migration with a message naming them: only a person can choose which one to rename.
 */
export class NormalizeAdminUsernames1795535600000 implements MigrationInterface {
  name = 'NormalizeAdminUsernames1795535600000'

  async up(queryRunner: QueryRunner): Promise<void> {
    const admins: AdminSpelling[] = await queryRunner.manager
      .createQueryBuilder()
      .select(['id', 'username'])
      .from('admin_users', 'admin')
      .orderBy('id')
      .getRawMany()
    const owners = new Map<string, string>()
    for (const { username } of admins) {
      const normalized = normalize(username)
      const other = owners.get(normalized)
      if (other !== undefined) {
        throw new Error(
          `The admin accounts "${other}" and "${username}" would both become "${normalized}": ` +
            'rename one of them (admin:create) and run the migrations again.',
        )
      }
      owners.set(normalized, username)
    }

    await queryRunner.createTable(
      new Table({
        name: SPELLINGS_TABLE,
        columns: [
          { name: 'admin_user_id', type: 'integer', isPrimary: true },
          { name: 'username', type: 'varchar', length: '100' },
        ],
      }),
    )
    for (const { id, username } of admins) {
      const normalized = normalize(username)
      if (normalized === username) continue
      await queryRunner.manager
        .createQueryBuilder()
        .insert()
        .into(SPELLINGS_TABLE)
        .values({ admin_user_id: id, username })
        .execute()
      await queryRunner.manager
        .createQueryBuilder()
        .update('admin_users')
        .set({ username: normalized })
        .where('id = :id', { id })
        .execute()
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const spellings: { admin_user_id: number; username: string }[] = await queryRunner.manager
      .createQueryBuilder()
      .select(['admin_user_id', 'username'])
      .from(SPELLINGS_TABLE, 'spelling')
      .getRawMany()
    for (const { admin_user_id: id, username } of spellings) {
      await queryRunner.manager
        .createQueryBuilder()
        .update('admin_users')
        .set({ username })
        .where('id = :id', { id })
        .execute()
    }
    await queryRunner.dropTable(SPELLINGS_TABLE)
  }
}
