import { describe, expect, it } from 'vitest';
import { catalogueAuditRowSchema, describeAuditRow } from './catalogue-audit.js';

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
      summary: 'Updated tour "New"',
      actor: 'admin@ecotours.local',
      fields: ['price_eur', 'title'],
    });
    const deleted = row({ title: { old: 'Gone' } }, { action: 'delete' });
    expect(describeAuditRow(deleted).summary).toBe('Deleted tour "Gone"');
    const addon = row({ title: { new: 'Bike hire' } }, { action: 'insert', table_name: 'addons' });
    expect(describeAuditRow(addon).summary).toBe('Created add-on "Bike hire"');
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
    expect(described.summary).toBe('Updated micro-tour 0b5f8f1e');
    expect(described.actor).toBe('Server');
  });

  it('refuses a row of a table the audit does not cover', () => {
    expect(() => row({}, { table_name: 'bookings' })).toThrow();
  });
});
