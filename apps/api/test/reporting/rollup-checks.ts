import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Database, rowsOf } from '../../src/db/client.ts';

// Each rollup and its recomputation from the base tables, as sorted text rows (engines return
// bigint and numeric differently). Both sides are read in one statement: one snapshot.
const CHECKS = {
  transactionDays: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, day, kind, status, decline_reason, shard, count, approved_cents, requested_cents) as line
      from report_card_transaction_days where count <> 0 or approved_cents <> 0 or requested_cents <> 0) r`,
  transactionDaysExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, (created_at at time zone 'America/New_York')::date, kind, status,
                       coalesce(decline_reason, ''), hashtext(card_id::text) & 7, count(*), sum(approved_cents), sum(requested_cents)) as line
      from card_transactions group by business_id, (created_at at time zone 'America/New_York')::date, kind, status,
                                      coalesce(decline_reason, ''), hashtext(card_id::text) & 7) e`,
  transactionMonths: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, month, kind, status, decline_reason, shard, count, approved_cents, requested_cents) as line
      from report_card_transaction_months where count <> 0 or approved_cents <> 0 or requested_cents <> 0) r`,
  transactionMonthsExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, date_trunc('month', created_at at time zone 'America/New_York')::date, kind, status,
                       coalesce(decline_reason, ''), hashtext(card_id::text) & 7, count(*), sum(approved_cents), sum(requested_cents)) as line
      from card_transactions group by business_id, date_trunc('month', created_at at time zone 'America/New_York')::date, kind, status,
                                      coalesce(decline_reason, ''), hashtext(card_id::text) & 7) e`,
  spendCodeMonths: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, month, mcc, shard, count, cents) as line
      from report_card_spend_code_months where count <> 0 or cents <> 0) r`,
  spendCodeMonthsExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, date_trunc('month', created_at at time zone 'America/New_York')::date, mcc,
                       hashtext(card_id::text) & 7, count(*), sum(approved_cents)) as line
      from card_transactions where kind = 'authorization' and status in ('approved', 'cleared')
      group by business_id, date_trunc('month', created_at at time zone 'America/New_York')::date, mcc, hashtext(card_id::text) & 7) e`,
  spendCodes: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, day, mcc, shard, count, cents) as line
      from report_card_spend_code_days where count <> 0 or cents <> 0) r`,
  spendCodesExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, (created_at at time zone 'America/New_York')::date, mcc, hashtext(card_id::text) & 7,
                       count(*), sum(approved_cents)) as line
      from card_transactions where kind = 'authorization' and status in ('approved', 'cleared')
      group by business_id, (created_at at time zone 'America/New_York')::date, mcc, hashtext(card_id::text) & 7) e`,
  merchants: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, day, merchant_name, mcc, shard, count, cents) as line
      from report_card_merchant_days where count <> 0 or cents <> 0) r`,
  merchantsExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, (created_at at time zone 'America/New_York')::date, merchant_name, mcc,
                       hashtext(card_id::text) & 7, count(*), sum(approved_cents)) as line
      from card_transactions where kind = 'authorization' and status in ('approved', 'cleared')
      group by business_id, (created_at at time zone 'America/New_York')::date, merchant_name, mcc, hashtext(card_id::text) & 7) e`,
  merchantMonths: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, month, merchant_name, mcc, shard, count, cents) as line
      from report_card_merchant_months where count <> 0 or cents <> 0) r`,
  merchantMonthsExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, date_trunc('month', created_at at time zone 'America/New_York')::date,
                       merchant_name, mcc, hashtext(card_id::text) & 7, count(*), sum(approved_cents)) as line
      from card_transactions where kind = 'authorization' and status in ('approved', 'cleared')
      group by business_id, date_trunc('month', created_at at time zone 'America/New_York')::date, merchant_name, mcc,
               hashtext(card_id::text) & 7) e`,
  money: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, day, kind, automatic, count, cents) as line
      from report_card_money_days where count <> 0 or cents <> 0) r`,
  moneyExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, day, kind, automatic, count(*), sum(cents)) as line from (
        select c.business_id, (e.created_at at time zone 'America/New_York')::date as day, e.kind,
               exists (select 1 from autoload_run_cards a where a.entry_id = e.id) as automatic,
               abs(p.amount_cents) as cents
        from journal_entries e join postings p on p.entry_id = e.id join cards c on c.account_id = p.account_id
        where e.kind in ('card_load', 'card_withdrawal')) x
      group by business_id, day, kind, automatic) e`,
  transfers: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, day, speed, outcome, reason, count, cents, round(seconds_to_complete, 3)) as line
      from report_bank_transfer_days where count <> 0 or cents <> 0 or seconds_to_complete <> 0) r`,
  transfersExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, day, speed, outcome, reason, count(*), sum(amount_cents), round(sum(seconds), 3)) as line from (
        select business_id, (created_at at time zone 'America/New_York')::date as day, speed,
               case when status = 'completed' then 'completed'
                    when status = 'failed' and completed_at is not null then 'returned'
                    when status = 'failed' then 'failed' else 'inFlight' end as outcome,
               case when status <> 'failed' then '' when failure_reason is not null then failure_reason
                    when failure_code = 'rejected' then 'rejected' else 'other' end as reason,
               amount_cents,
               case when status = 'completed' then extract(epoch from completed_at - created_at) else 0 end as seconds
        from bank_transfers) x
      group by business_id, day, speed, outcome, reason) e`,
};

/** Every rollup equals its recomputation from the base tables, read in one snapshot. */
export async function expectRollupsMatch(db: Database) {
  const names = Object.keys(CHECKS) as (keyof typeof CHECKS)[];
  const columns = sql.join(
    names.map((name) => sql`(${CHECKS[name]}) as ${sql.identifier(name)}`),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`select ${columns}`));
  const lines = (name: keyof typeof CHECKS) => {
    const value = row![name];
    // node-postgres parses text[]; PGlite may hand back the literal.
    return Array.isArray(value)
      ? value.map(String)
      : String(value).replace(/^{|}$/g, '').split(',').filter(Boolean);
  };
  expect(lines('transactionDays')).toEqual(lines('transactionDaysExpected'));
  expect(lines('transactionMonths')).toEqual(lines('transactionMonthsExpected'));
  expect(lines('spendCodes')).toEqual(lines('spendCodesExpected'));
  expect(lines('spendCodeMonths')).toEqual(lines('spendCodeMonthsExpected'));
  expect(lines('merchants')).toEqual(lines('merchantsExpected'));
  expect(lines('merchantMonths')).toEqual(lines('merchantMonthsExpected'));
  expect(lines('money')).toEqual(lines('moneyExpected'));
  expect(lines('transfers')).toEqual(lines('transfersExpected'));
  return row;
}
