import { i18n } from '@lingui/core';
import { authMessages } from '@app/domain/auth-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessageText } from './auth-message-text';

describe('authMessageText', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('keeps every English account message as the domain writes it', () => {
    for (const text of Object.values(authMessages)) expect(authMessageText(text)).toBe(text);
  });

  it('leaves a text it does not know as it is', () => {
    expect(authMessageText('Something else')).toBe('Something else');
    expect(authMessageText(undefined)).toBeUndefined();
  });
});
