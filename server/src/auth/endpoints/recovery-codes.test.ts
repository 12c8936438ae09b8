import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { servicePool } from '@app/testing/clients';
import { createPasswordAccount, type PasswordAccount } from '@app/testing/password-accounts';
import { authenticator } from '@app/testing/two-factor';
import { call, type Session, signIn } from './session-calls-test-kit.js';

// Recovery codes, GoTrue's /factors/recovery-codes (decision 045): ten, shown once, each usable
// once, made only from an aal2 session; one code proves an aal1 session, from which a member who
// lost their phone removes the lost factor and enrols a new one.

const amr = (session: Session) =>
  (decodeJwt(session.access_token).amr as { method: string }[]).map((entry) => entry.method);

/** Signs in, enrols a factor and verifies it: an aal2 session and the factor's secret. */
async function provenSession(account: PasswordAccount) {
  const first = await signIn(account);
  const enrolled = await call('POST', '/factors', { factor_type: 'totp' }, first.access_token);
  expect(enrolled.status).toBe(200);
  const factorId = String(enrolled.body.id);
  const secret = String((enrolled.body.totp as Record<string, unknown>).secret);
  const session = await proveWithCode(first, factorId, secret);
  return { session, factorId, secret };
}

async function proveWithCode(session: Session, factorId: string, secret: string) {
  const challenge = await call('POST', `/factors/${factorId}/challenge`, {}, session.access_token);
  const verified = await call(
    'POST',
    `/factors/${factorId}/verify`,
    { challenge_id: challenge.body.id, code: authenticator(secret).generate() },
    session.access_token,
  );
  expect(verified.status).toBe(200);
  return verified.body as unknown as Session;
}

async function generate(session: Session) {
  const answer = await call('POST', '/factors/recovery-codes', undefined, session.access_token);
  expect(answer.status).toBe(200);
  return answer.body as { id: string; type: string; total: number; codes: string[] };
}

const useCode = (session: Session, code: string) =>
  call('POST', '/factors/recovery-codes/verify', { code }, session.access_token);

describe('recovery codes', () => {
  it('are ten, made only at aal2, shown once and stored only as digests', async () => {
    const account = await createPasswordAccount(servicePool());
    const aal1 = await signIn(account);
    for (const path of ['/factors/recovery-codes', '/factors/recovery-codes/regenerate']) {
      const refused = await call('POST', path, undefined, aal1.access_token);
      expect(refused.status, path).toBe(403);
      expect(refused.body.error_code, path).toBe('insufficient_aal');
    }

    const { session } = await provenSession(account);
    const set = await generate(session);
    expect(set).toMatchObject({ type: 'recovery_code', total: 10 });
    expect(set.codes).toHaveLength(10);
    expect(new Set(set.codes).size).toBe(10);
    for (const code of set.codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);

    const status = await call('GET', '/factors/recovery-codes', undefined, session.access_token);
    expect(status.body).toEqual({ enrolled: true, id: set.id, total: 10, remaining: 10 });
    expect(JSON.stringify(status.body)).not.toContain(set.codes[0]);

    const { rows } = await servicePool().query<{ code_hash: Buffer }>(
      'select code_hash from auth.mfa_recovery_codes where user_id = $1',
      [account.id],
    );
    expect(rows).toHaveLength(10);
    const stored = rows.map((row) => row.code_hash.toString('latin1')).join('');
    for (const code of set.codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll('-', ''));
    }
  });

  it('prove an aal1 session once each; a used or replaced code is refused', async () => {
    const account = await createPasswordAccount(servicePool());
    const { session } = await provenSession(account);
    const set = await generate(session);

    const stranger = await signIn(account);
    // Case, blanks and dashes do not matter.
    const typed = ` ${set.codes[0]!.toUpperCase().replaceAll('-', ' ')} `;
    const proven = await useCode(stranger, typed);
    expect(proven.status).toBe(200);
    const raised = proven.body as unknown as Session;
    expect(decodeJwt(raised.access_token)).toMatchObject({ aal: 'aal2' });
    expect(amr(raised)).toEqual(['mfa/recovery_code', 'password']);
    const left = await call('GET', '/factors/recovery-codes', undefined, raised.access_token);
    expect(left.body).toMatchObject({ total: 10, remaining: 9 });

    const again = await useCode(await signIn(account), set.codes[0]!);
    expect(again).toMatchObject({ status: 422, body: { error_code: 'mfa_verification_failed' } });
    const wrong = await useCode(await signIn(account), 'aaaa-bbbb-cccc-dddd');
    expect(wrong).toMatchObject({ status: 422, body: { error_code: 'mfa_verification_failed' } });
    const empty = await useCode(await signIn(account), '  ');
    expect(empty).toMatchObject({ status: 400, body: { error_code: 'validation_failed' } });
    const oversized = await useCode(await signIn(account), 'x'.repeat(101));
    expect(oversized.status).toBe(400);

    // Two devices racing with one code: it works once. The loser is refused either for the used
    // code or, when the winner committed before the loser's token was read, because a proof ends
    // the user's aal1 sessions, the loser's among them.
    const [a, b] = await Promise.all([signIn(account), signIn(account)]);
    const race = await Promise.all([useCode(a, set.codes[1]!), useCode(b, set.codes[1]!)]);
    expect(race.filter((answer) => answer.status === 200)).toHaveLength(1);
    const loser = race.find((answer) => answer.status !== 200)!;
    expect([
      { status: 422, code: 'mfa_verification_failed' },
      { status: 403, code: 'session_not_found' },
    ]).toContainEqual({ status: loser.status, code: loser.body.error_code });
    const afterRace = await call('GET', '/factors/recovery-codes', undefined, raised.access_token);
    expect(afterRace.body).toMatchObject({ total: 10, remaining: 8 });

    // A new set replaces the old one: its unused codes stop working.
    const replaced = await call(
      'POST',
      '/factors/recovery-codes/regenerate',
      undefined,
      raised.access_token,
    );
    expect(replaced.status).toBe(200);
    const stale = await useCode(await signIn(account), set.codes[2]!);
    expect(stale.status).toBe(422);
    const fresh = await useCode(await signIn(account), (replaced.body.codes as string[])[0]!);
    expect(fresh.status).toBe(200);
  });

  it('let a member who lost their phone remove the factor and enrol a new one', async () => {
    const account = await createPasswordAccount(servicePool());
    const { session, factorId: lostFactor } = await provenSession(account);
    const set = await generate(session);

    // A new device, no phone: password, then a recovery code.
    const newDevice = await signIn(account);
    const recovered = (await useCode(newDevice, set.codes[3]!)).body as unknown as Session;
    const removed = await call(
      'DELETE',
      `/factors/${lostFactor}`,
      undefined,
      recovered.access_token,
    );
    expect(removed).toMatchObject({ status: 200, body: { id: lostFactor } });
    // Without a factor the codes are gone too, and no session stays at aal2.
    const { rows } = await servicePool().query(
      `select (select count(*)::int from auth.mfa_recovery_codes where user_id = $1) as codes,
              (select count(*)::int from auth.sessions where user_id = $1 and aal = 'aal2') as aal2`,
      [account.id],
    );
    expect(rows[0]).toEqual({ codes: 0, aal2: 0 });

    const enrolled = await call(
      'POST',
      '/factors',
      { factor_type: 'totp' },
      recovered.access_token,
    );
    expect(enrolled.status).toBe(200);
    const reproven = await proveWithCode(
      recovered,
      String(enrolled.body.id),
      String((enrolled.body.totp as Record<string, unknown>).secret),
    );
    expect(decodeJwt(reproven.access_token)).toMatchObject({ aal: 'aal2' });
    expect((await generate(reproven)).codes).toHaveLength(10);
  });

  it('are deleted only from an aal2 session, and refuse sessionless or missing tokens', async () => {
    const account = await createPasswordAccount(servicePool());
    const { session } = await provenSession(account);
    await generate(session);
    const aal1 = await signIn(account);
    const refused = await call('DELETE', '/factors/recovery-codes', undefined, aal1.access_token);
    expect(refused).toMatchObject({ status: 403, body: { error_code: 'insufficient_aal' } });
    const deleted = await call(
      'DELETE',
      '/factors/recovery-codes',
      undefined,
      session.access_token,
    );
    expect(deleted.status).toBe(200);
    const none = await call('DELETE', '/factors/recovery-codes', undefined, session.access_token);
    expect(none.status).toBe(404);
    const anonymous = await call('POST', '/factors/recovery-codes/verify', { code: 'x' });
    expect(anonymous.status).toBe(401);
  });
});
