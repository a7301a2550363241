import { randomUUID } from 'node:crypto';
import type { Db } from './database.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { openMemberAccounts } from '../modules/wallet/service.ts';

/** Demo members for `npm start`; their passwords are printed at start, so they are demo-only. */
export const DEMO_MEMBERS = [
  { username: 'demo01', password: 'matkhau123', nickname: 'Anh Minh', phone: 912_345_678, brand: 'rong-vang' },
  { username: 'demo02', password: 'matkhau123', nickname: 'Chị Lan', phone: 987_654_321, brand: 'lam-ngoc' },
] as const;

export async function seedDemoData(db: Db): Promise<void> {
  for (const m of DEMO_MEMBERS) {
    const exists = await db.selectFrom('members').select('id').where('username', '=', m.username).executeTakeFirst();
    if (exists) continue;
    const id = randomUUID();
    const passwordHash = await hashPassword(m.password);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('members')
        .values({
          id,
          username: m.username,
          nickname: m.nickname,
          nickname_key: m.nickname.toLocaleLowerCase('vi'),
          phone: m.phone,
          password_hash: passwordHash,
          agent_name: '',
          brand_id: m.brand,
        })
        .execute();
      await openMemberAccounts(trx, id);
    });
  }
}
