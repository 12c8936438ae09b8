import { describe, expect, inject, it } from 'vitest';
import { servicePool } from '@app/testing/clients';
import { createPasswordAccount } from '@app/testing/password-accounts';
import { sessionClient } from '@app/testing/session-client';
import { call, currentUser, gateway, refresh, signIn } from './session-calls-test-kit.js';

describe('sign-out scopes', () => {
  it('others ends every other session, local this one, global all of them', async () => {
    const account = await createPasswordAccount(servicePool());
    const [one, two, three] = await Promise.all([
      signIn(account),
      signIn(account),
      signIn(account),
    ]);

    expect((await call('POST', '/logout?scope=others', undefined, one.access_token)).status).toBe(
      204,
    );
    expect((await currentUser(one)).status).toBe(200);
    for (const ended of [two, three]) {
      expect(await currentUser(ended)).toMatchObject({
        status: 403,
        body: { error_code: 'session_not_found' },
      });
      expect((await refresh(ended.refresh_token)).body.error_code).toBe('refresh_token_not_found');
    }

    // supabase-js: signOut({ scope: 'local' }) posts without a body.
    const browser = sessionClient(gateway(), inject('anonKey'));
    await browser.auth.setSession(one);
    expect((await browser.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await currentUser(one)).status).toBe(403);
    expect((await browser.auth.getSession()).data.session).toBeNull();

    const [four, five] = await Promise.all([signIn(account), signIn(account)]);
    const other = sessionClient(gateway(), inject('anonKey'));
    await other.auth.setSession(five);
    const global = sessionClient(gateway(), inject('anonKey'));
    await global.auth.setSession(four);
    expect((await global.auth.signOut()).error).toBeNull();
    expect((await refresh(five.refresh_token)).body.error_code).toBe('refresh_token_not_found');
    // The client sees an ended session as a missing one.
    const { error } = await other.auth.getUser();
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('needs a valid bearer token', async () => {
    const missing = await call('POST', '/logout');
    expect(missing).toMatchObject({ status: 401, body: { error_code: 'no_authorization' } });
    const badScope = await call('POST', '/logout?scope=everything', undefined, 'x');
    expect(badScope).toMatchObject({ status: 400, body: { error_code: 'validation_failed' } });
  });
});
