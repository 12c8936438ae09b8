import type { Messages } from '@lingui/core';
import { loadMessages } from '../../i18n/activate';

/** The feature's catalogues in the other languages; the build's first paint reads them too. */
export const homeCatalogues = import.meta.glob<Messages>(
  ['../../locales/*/home.po', '!**/locales/en/*'],
  { import: 'messages' },
);

// Every module of this folder that shows a message imports this first (decision 029).
await loadMessages(homeCatalogues);
