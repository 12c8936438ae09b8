import type { Messages } from '@lingui/core';
import { loadMessages } from '../../i18n/activate';

// The page titles' catalogue (decision 029): every module of this folder that shows a title
// imports this first. The descriptions' catalogue is the gateway's alone (descriptions.ts).
await loadMessages(
  import.meta.glob<Messages>(['../../locales/*/page-titles.po', '!**/locales/en/*'], {
    import: 'messages',
  }),
);
