import { expect, inject } from 'vitest';
import type { PasswordAccount } from '@app/testing/password-accounts';

// Calls to the shared test server's /auth/v1, for the tests of the session endpoints.

export const gateway = () => inject('gatewayUrl');

export interface Session {
  access_token: string;
  refresh_token: string;
}

export async function call(method: string, path: string, body?: unknown, accessToken?: string) {
  const response = await fetch(`${gateway()}/auth/v1${path}`, {
    method,
    headers: {
      apikey: inject('anonKey'),
      'content-type': 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown>,
    apiVersion: response.headers.get('x-supabase-api-version'),
  };
}

export async function signIn(account: PasswordAccount): Promise<Session> {
  const answer = await call('POST', '/token?grant_type=password', {
    email: account.email,
    password: account.password,
  });
  expect(answer.status).toBe(200);
  return answer.body as unknown as Session;
}

export const refresh = (refreshToken: string) =>
  call('POST', '/token?grant_type=refresh_token', { refresh_token: refreshToken });
export const currentUser = (session: Session) =>
  call('GET', '/user', undefined, session.access_token);
