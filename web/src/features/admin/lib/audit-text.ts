import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { AuditDescription } from '@app/domain/catalogue-audit';
import { i18n } from '@lingui/core';

type Action = AuditDescription['action'];
type Table = AuditDescription['table'];

/**
 * The change history's summary of a row, in the page's language: one message per action and
 * kind of row (the words agree with the kind in other languages), named by its title or by the
 * start of its id.
 */
const titledSummaries: Record<Action, Record<Table, (title: string) => string>> = {
  insert: {
    tours: (title) => t`Created tour "${title}"`,
    micro_tours: (title) => t`Created micro-tour "${title}"`,
    addons: (title) => t`Created add-on "${title}"`,
  },
  update: {
    tours: (title) => t`Updated tour "${title}"`,
    micro_tours: (title) => t`Updated micro-tour "${title}"`,
    addons: (title) => t`Updated add-on "${title}"`,
  },
  delete: {
    tours: (title) => t`Deleted tour "${title}"`,
    micro_tours: (title) => t`Deleted micro-tour "${title}"`,
    addons: (title) => t`Deleted add-on "${title}"`,
  },
};

const unnamedSummaries: Record<Action, Record<Table, (id: string) => string>> = {
  insert: {
    tours: (id) => t`Created tour ${id}`,
    micro_tours: (id) => t`Created micro-tour ${id}`,
    addons: (id) => t`Created add-on ${id}`,
  },
  update: {
    tours: (id) => t`Updated tour ${id}`,
    micro_tours: (id) => t`Updated micro-tour ${id}`,
    addons: (id) => t`Updated add-on ${id}`,
  },
  delete: {
    tours: (id) => t`Deleted tour ${id}`,
    micro_tours: (id) => t`Deleted micro-tour ${id}`,
    addons: (id) => t`Deleted add-on ${id}`,
  },
};

/** 'Updated tour "Lake Bled by Train"', or 'Updated tour 0b5f8f1e' for a row without a title. */
export function auditSummary({ action, table, name }: AuditDescription): string {
  return name.kind === 'title'
    ? titledSummaries[action][table](name.title)
    : unnamedSummaries[action][table](name.id);
}

/**
 * The audited columns of tours, micro-tours and add-ons. English names them by their column, as
 * the history always has (admins and the tests know them so); the other languages in words.
 */
const fieldLabels: Readonly<Record<string, MessageDescriptor>> = {
  slug: msg({ message: 'slug', context: 'changed field' }),
  title: msg({ message: 'title', context: 'changed field' }),
  short_description: msg({ message: 'short_description', context: 'changed field' }),
  full_description: msg({ message: 'full_description', context: 'changed field' }),
  description: msg({ message: 'description', context: 'changed field' }),
  category: msg({ message: 'category', context: 'changed field' }),
  country: msg({ message: 'country', context: 'changed field' }),
  city: msg({ message: 'city', context: 'changed field' }),
  price_eur: msg({ message: 'price_eur', context: 'changed field' }),
  duration_days: msg({ message: 'duration_days', context: 'changed field' }),
  duration_hours: msg({ message: 'duration_hours', context: 'changed field' }),
  difficulty: msg({ message: 'difficulty', context: 'changed field' }),
  transport: msg({ message: 'transport', context: 'changed field' }),
  group_size: msg({ message: 'group_size', context: 'changed field' }),
  daily_capacity: msg({ message: 'daily_capacity', context: 'changed field' }),
  weekly_times: msg({ message: 'weekly_times', context: 'changed field' }),
  start_time: msg({ message: 'start_time', context: 'changed field' }),
  rating: msg({ message: 'rating', context: 'changed field' }),
  language: msg({ message: 'language', context: 'changed field' }),
  cover_image: msg({ message: 'cover_image', context: 'changed field' }),
  cover_url: msg({ message: 'cover_url', context: 'changed field' }),
  image_override_url: msg({ message: 'image_override_url', context: 'changed field' }),
  gallery: msg({ message: 'gallery', context: 'changed field' }),
  gallery_urls: msg({ message: 'gallery_urls', context: 'changed field' }),
  gallery_override: msg({ message: 'gallery_override', context: 'changed field' }),
  image_locked: msg({ message: 'image_locked', context: 'changed field' }),
  available_dates: msg({ message: 'available_dates', context: 'changed field' }),
  highlights: msg({ message: 'highlights', context: 'changed field' }),
  itinerary: msg({ message: 'itinerary', context: 'changed field' }),
  included: msg({ message: 'included', context: 'changed field' }),
  not_included: msg({ message: 'not_included', context: 'changed field' }),
  whats_included: msg({ message: 'whats_included', context: 'changed field' }),
  whats_not: msg({ message: 'whats_not', context: 'changed field' }),
  start_locations: msg({ message: 'start_locations', context: 'changed field' }),
  meeting_point: msg({ message: 'meeting_point', context: 'changed field' }),
  end_location: msg({ message: 'end_location', context: 'changed field' }),
  cancellation_policy: msg({ message: 'cancellation_policy', context: 'changed field' }),
  applies_to: msg({ message: 'applies_to', context: 'changed field' }),
  tour_ids: msg({ message: 'tour_ids', context: 'changed field' }),
  grants_free_date_change: msg({ message: 'grants_free_date_change', context: 'changed field' }),
  translations: msg({ message: 'translations', context: 'changed field' }),
};

/** A changed column in the page's language; a column the list does not know keeps its name. */
function fieldLabel(name: string, languages: readonly string[]): string {
  if (name === 'translations' && languages.length > 0) {
    const codes = languages.join(', ');
    return t({ message: `translations (${codes})`, context: 'changed field' });
  }
  const label = fieldLabels[name];
  return label ? i18n._(label) : name;
}

/** 'Changed: price_eur, title' (in English), the changed columns in the page's language. */
export function auditChangedFields({ fields, languages }: AuditDescription): string {
  const changed = fields.map((name) => fieldLabel(name, languages)).join(', ');
  const count = fields.length;
  return plural(count, { one: `Changed: ${changed}`, other: `Changed: ${changed}` });
}
