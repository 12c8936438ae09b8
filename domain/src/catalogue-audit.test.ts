import { describe, expect, it } from 'vitest';
import {
  auditSubjectTitles,
  catalogueAuditRowSchema,
  describeAuditRow,
} from './catalogue-audit.js';

const row = (changes: Record<string, unknown>, more: Record<string, unknown> = {}) =>
  catalogueAuditRowSchema.parse({
    id: 7,
    changed_at: '2026-11-24T10:00:00Z',
    actor_id: '6f2d1a3c-1111-4222-8333-944445555666',
    actor_email: 'admin@ecotours.local',
    actor_role: 'authenticated',
    table_name: 'tours',
    row_id: '0b5f8f1e-aaaa-4bbb-8ccc-9ddddeeeefff',
    action: 'update',
    changes,
    ...more,
  });

describe('describeAuditRow', () => {
  it('names the row by the title it had or was given', () => {
    const renamed = row({ title: { old: 'Old', new: 'New' }, price_eur: { old: 1, new: 2 } });
    expect(describeAuditRow(renamed)).toEqual({
      action: 'update',
      table: 'tours',
      name: { kind: 'title', title: 'New' },
      actor: { kind: 'email', email: 'admin@ecotours.local' },
      fields: ['price_eur', 'title'],
      languages: [],
    });
    const deleted = describeAuditRow(row({ title: { old: 'Gone' } }, { action: 'delete' }));
    expect(deleted).toMatchObject({ action: 'delete', name: { kind: 'title', title: 'Gone' } });
    const addon = describeAuditRow(
      row({ title: { new: 'Bike hire' } }, { action: 'insert', table_name: 'addons' }),
    );
    expect(addon).toMatchObject({
      action: 'insert',
      table: 'addons',
      name: { kind: 'title', title: 'Bike hire' },
    });
  });

  it('falls back to the id and to the role when the change does not say more', () => {
    const described = describeAuditRow(
      row(
        { difficulty: { old: 'easy', new: 'moderate' } },
        {
          table_name: 'micro_tours',
          actor_id: null,
          actor_email: null,
          actor_role: 'service_role',
        },
      ),
    );
    expect(described).toMatchObject({
      table: 'micro_tours',
      name: { kind: 'id', id: '0b5f8f1e' },
      actor: { kind: 'server' },
    });
    const anonymous = describeAuditRow(
      row({}, { actor_id: null, actor_email: null, actor_role: 'authenticated' }),
    );
    expect(anonymous.actor).toEqual({ kind: 'role', role: 'authenticated' });
  });

  it('names a change that did not touch the title by the title it is known by', () => {
    const priced = row({ price_eur: { old: 1, new: 2 } });
    expect(describeAuditRow(priced, 'Lake Bled by Train').name).toEqual({
      kind: 'title',
      title: 'Lake Bled by Train',
    });
    // Its own rename wins over a title found elsewhere.
    const renamed = row({ title: { old: 'Old', new: 'New' } });
    expect(describeAuditRow(renamed, 'Newer').name).toEqual({ kind: 'title', title: 'New' });
  });

  it('says which languages a change of the translations touched', () => {
    const translated = row({
      translations: {
        old: { de: { title: 'Alt' }, fr: { title: 'Vieux' }, it: { title: 'Uguale' } },
        new: { de: { title: 'Neu' }, es: { title: 'Nuevo' }, it: { title: 'Uguale' } },
      },
    });
    expect(describeAuditRow(translated)).toMatchObject({
      fields: ['translations'],
      languages: ['de', 'es', 'fr'],
    });
    const created = row(
      { translations: { new: { it: { title: 'Nuovo' } } } },
      { action: 'insert' },
    );
    expect(describeAuditRow(created).languages).toEqual(['it']);
  });

  it('refuses a row of a table the audit does not cover', () => {
    expect(() => row({}, { table_name: 'bookings' })).toThrow();
  });
});

describe('auditSubjectTitles', () => {
  const kept = '11111111-1111-4111-8111-111111111111';
  const gone = '22222222-2222-4222-8222-222222222222';
  const unnamed = '33333333-3333-4333-8333-333333333333';

  it('takes the title the catalogue has now, else the newest one an audit row recorded', () => {
    const rows = [
      row({ title: { old: 'Last Name' } }, { id: 9, row_id: gone, action: 'delete' }),
      row({ price_eur: { old: 1, new: 2 } }, { id: 8, row_id: gone }),
      row({ title: { old: 'First Name', new: 'Last Name' } }, { id: 6, row_id: gone }),
      row({ title: { old: 'Older', new: 'Kept Title' } }, { id: 5, row_id: kept }),
      row({ price_eur: { old: 1, new: 2 } }, { id: 4, row_id: unnamed }),
    ];
    const titles = auditSubjectTitles(rows, new Map([[kept, 'Kept Title Today']]));
    expect(Object.fromEntries(titles)).toEqual({ [kept]: 'Kept Title Today', [gone]: 'Last Name' });
    expect(describeAuditRow(rows[1]!, titles.get(gone)).name).toEqual({
      kind: 'title',
      title: 'Last Name',
    });
    expect(describeAuditRow(rows[4]!, titles.get(unnamed)).name).toEqual({
      kind: 'id',
      id: '33333333',
    });
  });
});
