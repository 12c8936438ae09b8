import { i18n, type Messages } from '@lingui/core';
import { catalogueAuditRowSchema, describeAuditRow } from '@app/domain/catalogue-audit';
import { afterAll, describe, expect, it } from 'vitest';
import { auditChangedFields, auditSummary } from './audit-text';

const catalogues = import.meta.glob<Messages>('../../../locales/*/admin.po', {
  import: 'messages',
  eager: true,
});
const english = i18n.messages;

function activate(locale: string) {
  i18n.loadAndActivate({
    locale,
    messages: { ...english, ...catalogues[`../../../locales/${locale}/admin.po`] },
  });
}

const row = (changes: Record<string, unknown>, more: Record<string, unknown> = {}) =>
  catalogueAuditRowSchema.parse({
    id: 7,
    changed_at: '2026-11-24T10:00:00Z',
    actor_id: null,
    actor_email: 'admin@ecotours.local',
    actor_role: 'authenticated',
    table_name: 'tours',
    row_id: '0b5f8f1e-aaaa-4bbb-8ccc-9ddddeeeefff',
    action: 'update',
    changes,
    ...more,
  });

const priced = describeAuditRow(row({ price_eur: { old: 1, new: 2 } }), 'Lake Bled by Train');
const renamed = describeAuditRow(
  row({ title: { old: 'Old', new: 'New' }, price_eur: { old: 1, new: 2 } }),
);
const translated = describeAuditRow(
  row({ translations: { old: {}, new: { de: { title: 'Neu' }, fr: { title: 'Nouveau' } } } }),
);
const unnamed = describeAuditRow(
  row({ difficulty: { old: 'easy', new: 'hard' } }, { table_name: 'micro_tours' }),
);

describe('the change history in English', () => {
  it('says what happened to which row as it always did', () => {
    expect(auditSummary(priced)).toBe('Updated tour "Lake Bled by Train"');
    expect(auditSummary(unnamed)).toBe('Updated micro-tour 0b5f8f1e');
    const deleted = describeAuditRow(row({ title: { old: 'Gone' } }, { action: 'delete' }));
    expect(auditSummary(deleted)).toBe('Deleted tour "Gone"');
    const addon = describeAuditRow(
      row({ title: { new: 'Bike hire' } }, { action: 'insert', table_name: 'addons' }),
    );
    expect(auditSummary(addon)).toBe('Created add-on "Bike hire"');
  });

  it('names the changed columns', () => {
    expect(auditChangedFields(priced)).toBe('Changed: price_eur');
    expect(auditChangedFields(renamed)).toBe('Changed: price_eur, title');
    expect(auditChangedFields(translated)).toBe('Changed: translations (de, fr)');
    const unknown = describeAuditRow(row({ some_new_column: { old: 1, new: 2 } }));
    expect(auditChangedFields(unknown)).toBe('Changed: some_new_column');
  });
});

describe('the change history in German', () => {
  afterAll(() => activate('en'));

  it('says the summary and the changed fields in words, one field or several', () => {
    activate('de');
    expect(auditSummary(priced)).toBe('Tour „Lake Bled by Train“ geändert');
    expect(auditSummary(unnamed)).toBe('Kurztour 0b5f8f1e geändert');
    expect(auditChangedFields(priced)).toBe('Geändertes Feld: Preis');
    expect(auditChangedFields(renamed)).toBe('Geänderte Felder: Preis, Titel');
    expect(auditChangedFields(translated)).toBe('Geändertes Feld: Übersetzungen (de, fr)');
  });
});
