import { describe, expect, it } from 'vitest';
import { assertReadable, type CatalogTable } from './catalog.js';
import { assertSameMigrations } from './migration-match.js';
import { foreignKeyOrder } from './table-order.js';

describe('foreignKeyOrder', () => {
  it('puts every table after the tables it points to, ignoring self-references', () => {
    const order = foreignKeyOrder(
      ['public.bookings', 'auth.users', 'public.tours', 'public.wallet_transactions'],
      [
        { from: 'public.bookings', to: 'auth.users' },
        { from: 'public.bookings', to: 'public.tours' },
        { from: 'public.wallet_transactions', to: 'public.bookings' },
        { from: 'public.wallet_transactions', to: 'public.wallet_transactions' },
        { from: 'public.bookings', to: 'other.unknown' },
      ],
    );
    expect(order).toEqual([
      'auth.users',
      'public.tours',
      'public.bookings',
      'public.wallet_transactions',
    ]);
  });

  it('refuses a cycle, naming its tables', () => {
    expect(() =>
      foreignKeyOrder(
        ['a.one', 'a.two', 'a.three'],
        [
          { from: 'a.one', to: 'a.two' },
          { from: 'a.two', to: 'a.one' },
        ],
      ),
    ).toThrow('The foreign keys between a.one, a.two form a cycle');
  });
});

describe('assertReadable', () => {
  const table = (forced: boolean, serviceRoleReadsAll: boolean): CatalogTable => ({
    schema: 'public',
    name: 'future',
    sql: '"public"."future"',
    columns: ['id'],
    forced,
    serviceRoleReadsAll,
  });

  it('refuses a forced table service_role cannot read whole: its rows would be missing', () => {
    expect(() => assertReadable([table(true, false)])).toThrow(
      'service_role cannot read every row of public.future',
    );
    expect(() => assertReadable([table(true, true), table(false, false)])).not.toThrow();
  });
});

describe('assertSameMigrations', () => {
  const code = [
    { version: 1, name: 'roles', md5: 'a' },
    { version: 2, name: 'tours', md5: 'b' },
  ];

  it('names every difference', () => {
    expect(() => assertSameMigrations(code, code)).not.toThrow();
    expect(() => assertSameMigrations([{ ...code[0]!, md5: 'z' }], code)).toThrow(
      /0001 roles differs \(checksum z in the backup, a here\); 0002 tours is here only/,
    );
    expect(() =>
      assertSameMigrations([...code, { version: 3, name: 'more', md5: 'c' }], code),
    ).toThrow(/0003 more is in the backup only/);
  });
});
