import { DEFAULT_LOCALE, type Locale, localizedPath, splitLocalePath } from '@app/domain/locales';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The key of the unsubscribe links, derived from JWT_SECRET: gateways and workers agree on it. */
export const newsletterUnsubscribeKeyFrom = (jwtSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', jwtSecret, 'ecotours', 'newsletter-unsubscribe', 32));

/**
 * Unsubscribe tokens are `<subscription id>.<HMAC of it>`: every mail can carry one, none is
 * stored, and none can be made without the server's key.
 */
export function createUnsubscribeTokens(key: Buffer) {
  const mac = (id: string) => createHmac('sha256', key).update(`unsubscribe:${id}`).digest();
  return {
    make: (id: string) => `${id}.${mac(id).toString('base64url')}`,
    /** The subscription id when the token is genuine. */
    read(token: string): string | undefined {
      const [id, signature, ...rest] = token.split('.');
      if (!id || !signature || rest.length > 0 || !UUID.test(id)) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
    },
  };
}

/**
 * `{site}/newsletter/unsubscribe?token=…`: the page (`/de/newsletter/unsubscribe?token=…` in
 * German), and, in English, where mail providers POST their one-click unsubscribe.
 */
export function unsubscribeLink(
  siteUrl: string,
  token: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const url = new URL(`${siteUrl}${localizedPath(locale, '/newsletter/unsubscribe')}`);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The one-click address (RFC 8058) of an unsubscribe link in any language: its English path. */
export function oneClickUnsubscribeLink(link: string): string {
  const url = new URL(link);
  url.pathname = splitLocalePath(url.pathname).path;
  return url.toString();
}
