import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ArticleCategory } from '../content/articles';
import type { CategoryFilter } from '../lib/filter-articles';

/** A category's name in the reader's language; the data keeps the English key. */
export const categoryLabels: Record<CategoryFilter, MessageDescriptor> = {
  All: msg`All`,
  'Travel Tips': msg`Travel Tips`,
  Conservation: msg`Conservation`,
  'Community Impact': msg`Community Impact`,
  Wellness: msg`Wellness`,
  'Climate Action': msg`Climate Action`,
  Planning: msg`Planning`,
} satisfies Record<ArticleCategory | 'All', MessageDescriptor>;
