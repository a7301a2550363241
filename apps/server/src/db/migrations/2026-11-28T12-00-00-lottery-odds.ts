import { sql, type Kysely } from 'kysely';

/**
 * The lottery's odds per bet type, set by the platform's operators (issue 11), and the odds each ticket
 * was sold at, so a change never reaches a ticket already sold.
 *
 * sandbox_lottery_odds: a row per bet type an operator has set; a bet type without one sells at the
 * street rates (DEFAULT_LOTTERY_ODDS). Tickets sold before this migration were sold at those rates,
 * written out here as they were on that day (a migration does not follow later edits of the code).
 */
const STREET_RATES: Record<string, [pointPrice: number, payoutPerPoint: number]> = {
  lo: [23_000, 80_000],
  de: [1_000, 80_000],
  'ba-cang': [1_000, 400_000],
  'xien-2': [1_000, 10_000],
  'xien-3': [1_000, 40_000],
  'xien-4': [1_000, 100_000],
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_lottery_odds')
    .addColumn('bet_type', 'text', (c) => c.primaryKey())
    .addColumn('point_price', 'bigint', (c) => c.notNull().check(sql`point_price > 0`))
    .addColumn('payout_per_point', 'bigint', (c) => c.notNull().check(sql`payout_per_point > 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('sandbox_lottery_tickets').addColumn('point_price', 'bigint').addColumn('payout_per_point', 'bigint').execute();
  for (const [betType, [pointPrice, payoutPerPoint]] of Object.entries(STREET_RATES)) {
    await db.updateTable('sandbox_lottery_tickets').set({ point_price: pointPrice, payout_per_point: payoutPerPoint }).where('bet_type', '=', betType).execute();
  }
  await db.schema.alterTable('sandbox_lottery_tickets').alterColumn('point_price', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('sandbox_lottery_tickets').alterColumn('payout_per_point', (c) => c.setNotNull()).execute();
  await sql`alter table sandbox_lottery_tickets add constraint sandbox_lottery_tickets_odds check (point_price > 0 and payout_per_point > 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sandbox_lottery_tickets').dropConstraint('sandbox_lottery_tickets_odds').execute();
  await db.schema.alterTable('sandbox_lottery_tickets').dropColumn('point_price').dropColumn('payout_per_point').execute();
  await db.schema.dropTable('sandbox_lottery_odds').execute();
}
