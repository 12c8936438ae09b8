import type { Messages } from '@lingui/core';
import { loadMessages } from '../../i18n/activate';

// Every module of this folder that shows a message imports this first (decision 029).
await loadMessages(
  import.meta.glob<Messages>(['../../locales/*/map.po', '!**/locales/en/*'], {
    import: 'messages',
  }),
);
