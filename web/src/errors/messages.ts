import type { Messages } from '@lingui/core';
import { loadMessages } from '../i18n/activate';

// The error texts' catalogue (lib/error-text.ts loads this area when a page needs it).
await loadMessages(
  import.meta.glob<Messages>(['../locales/*/errors.po', '!**/locales/en/*'], {
    import: 'messages',
  }),
);
