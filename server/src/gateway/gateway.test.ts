import { buildCatalogue } from '@app/db/catalogue';
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { pagePaths } from '@app/web/page-paths';
import { messagesKey, PAGE_PRELOADS_FILE, type PagePreloads } from '@app/web/page-preloads';
import { webDistDir } from '@app/server/platform/project-paths';
import { servicePool, signToken, uniqueTag } from '@app/testing/clients';
import { createTicketMicroTour, createTicketTour } from '@app/testing/ticket-fixtures';

const gateway = () => inject('gatewayUrl');
const direct = () => inject('postgrestUrl');

async function both(path: string, headers: Record<string, string> = {}) {
  const withKey = { apikey: inject('anonKey'), ...headers };
  const [viaGateway, viaPostgrest] = await Promise.all([
    fetch(`${gateway()}/rest/v1${path}`, { headers: withKey }),
    fetch(`${direct()}${path}`, { headers: withKey }),
  ]);
  return {
    gateway: {
      status: viaGateway.status,
      body: await viaGateway.text(),
      headers: viaGateway.headers,
    },
    direct: {
      status: viaPostgrest.status,
      body: await viaPostgrest.text(),
      headers: viaPostgrest.headers,
    },
  };
}

describe('/health and /config.json', () => {
  it('reports every part ready', async () => {
    const response = await fetch(`${gateway()}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      postgrest: 'ok',
      migrations: { status: 'ok' },
    });
  });

  it('gives the SPA its public settings with an anon key and nothing secret', async () => {
    const response = await fetch(`${gateway()}/config.json`);
    const body = (await response.json()) as Record<string, unknown>;
    // The test server has no SMTP_URL: the app may say that mail waits in the dev mailbox,
    // whose address (with its secret) only the server's starter gets.
    expect(Object.keys(body).sort()).toEqual(['anonKey', 'devMailbox', 'supabaseUrl']);
    expect(body.devMailbox).toBe(true);
    expect(body.supabaseUrl).toBe(gateway());
    expect(decodeJwt(body.anonKey as string)).toMatchObject({ role: 'anon' });
  });
});

describe('/rest/v1 passes PostgREST through untouched', () => {
  it('keeps Content-Range for exact counts', async () => {
    // Other test files add and remove micro-tours meanwhile: count five of the seeded ones (the
    // oldest rows), so the two reads agree whatever the other files do.
    const listed = await fetch(`${direct()}/micro_tours?select=id&order=created_at,id&limit=5`, {
      headers: { apikey: inject('anonKey') },
    });
    const ids = ((await listed.json()) as { id: string }[]).map((row) => row.id);
    expect(ids).toHaveLength(5);
    const { gateway: g, direct: d } = await both(
      `/micro_tours?select=id&order=id&limit=3&id=in.(${ids.join(',')})`,
      { Prefer: 'count=exact' },
    );
    expect(g.status).toBe(206);
    expect(g.headers.get('content-range')).toBe('0-2/5');
    expect(g.headers.get('content-range')).toBe(d.headers.get('content-range'));
    expect(g.body).toBe(d.body);
  });

  it.each([
    ['an unknown table', '/no_such_table?select=*', {}],
    ['a bad filter', '/tours?price_eur=banana.5', {}],
    ['a bad operator value', '/tours?id=eq.not-a-uuid', {}],
  ])('answers %s exactly as PostgREST does', async (_label, path, headers) => {
    const { gateway: g, direct: d } = await both(path, headers);
    expect(g.status).toBeGreaterThanOrEqual(400);
    expect(g.status).toBe(d.status);
    expect(g.body).toBe(d.body);
    expect(JSON.parse(g.body)).toHaveProperty('code');
  });

  it('refuses a tampered, an expired and an unsigned token like PostgREST', async () => {
    const good = await signToken({ sub: '00000000-0000-4000-8000-000000000001' });
    const tampered = `${good.slice(0, -4)}AAAA`;
    const expired = await signToken({ sub: '00000000-0000-4000-8000-000000000001' }, -120);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ role: 'service_role' }),
    ).toString('base64url')}.`;
    const otherSecret = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    for (const token of [tampered, expired, unsigned, otherSecret]) {
      const { gateway: g, direct: d } = await both('/tours?select=id&limit=1', {
        Authorization: `Bearer ${token}`,
      });
      expect(g.status).toBe(401);
      expect(g.body).toBe(d.body);
    }
  });

  it('refuses a token the second it expires, in the words PostgREST uses after its 30 s of leeway', async () => {
    const sub = '00000000-0000-4000-8000-000000000001';
    const justExpired = await signToken({ sub }, -2);
    const longExpired = await signToken({ sub }, -120);
    const viaGateway = await fetch(`${gateway()}/rest/v1/tours?select=id&limit=1`, {
      headers: { apikey: inject('anonKey'), Authorization: `Bearer ${justExpired}` },
    });
    const { direct: d } = await both('/tours?select=id&limit=1', {
      Authorization: `Bearer ${longExpired}`,
    });
    expect(viaGateway.status).toBe(401);
    expect(d.status).toBe(401);
    expect(await viaGateway.text()).toBe(d.body);
    expect(viaGateway.headers.get('www-authenticate')).toBe(d.headers.get('www-authenticate'));
  });

  it('refuses regular-expression filters to visitors and members, not to the service key', async () => {
    const regex = '/tours?select=id&limit=1&title=match.a';
    const inTree = `/tours?select=id&limit=1&or=${encodeURIComponent('(slug.eq.x,title.imatch.a)')}`;
    const member = await signToken({ sub: '00000000-0000-4000-8000-000000000001' });
    for (const path of [regex, inTree]) {
      for (const headers of [{}, { Authorization: `Bearer ${member}` }] as Record<
        string,
        string
      >[]) {
        const response = await fetch(`${gateway()}/rest/v1${path}`, {
          headers: { apikey: inject('anonKey'), ...headers },
        });
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({
          code: 'regex_filter_not_allowed',
          message: 'Regular-expression filters are not allowed',
        });
      }
    }
    const service = { Authorization: `Bearer ${inject('serviceKey')}` };
    const { gateway: g, direct: d } = await both(regex, service);
    expect(g.status).toBe(200);
    expect(g.body).toBe(d.body);
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await fetch(`${gateway()}/rest/v1/tours?select=*&limit=24`, {
      headers: { apikey: inject('anonKey'), 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('/rest/v1 gzip', () => {
  const gzipped = { 'accept-encoding': 'gzip' };
  const cards = '/tours?select=id,slug,title,short_description,price_eur&order=slug&limit=24';

  it('gzips a whole answer in one piece, sent with its length', async () => {
    const { gateway: g, direct: d } = await both(cards, gzipped);
    expect(g.status).toBe(200);
    expect(g.headers.get('content-encoding')).toBe('gzip');
    expect(g.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(g.headers.get('content-length'))).toBeGreaterThan(0);
    expect(Number(g.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(d.body) / 2);
    expect(g.headers.get('transfer-encoding')).toBeNull();
    expect(g.body).toBe(d.body);
  });

  it('sends an answer under 1 KiB as it is', async () => {
    const { gateway: g, direct: d } = await both('/tours?select=id&order=slug&limit=1', gzipped);
    expect(g.status).toBe(200);
    expect(Buffer.byteLength(d.body)).toBeLessThan(1024);
    expect(g.headers.get('content-encoding')).toBeNull();
    expect(g.body).toBe(d.body);
  });

  it("answers HEAD with PostgREST's headers, without a body or an encoding", async () => {
    const head = (url: string) =>
      fetch(url, { method: 'HEAD', headers: { apikey: inject('anonKey'), ...gzipped } });
    const [response, direct] = await Promise.all([
      head(`${gateway()}/rest/v1${cards}`),
      head(`${inject('postgrestUrl')}${cards}`),
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    // Not the length of an empty body: a HEAD answer's length is the GET's, or none.
    expect(response.headers.get('content-length')).toBe(direct.headers.get('content-length'));
    expect(response.headers.get('content-range')).toBe(direct.headers.get('content-range'));
    expect(await response.text()).toBe('');
  });
});

describe('the built SPA', () => {
  const page = (path: string) =>
    fetch(`${gateway()}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });

  it('serves index.html for the app routes, uncached and gzipped', async () => {
    const tour = await createTicketTour();
    for (const path of [
      '/',
      '/micro-tours',
      '/tours/',
      `/tours/${tour.slug}`,
      '/micro-tours/some-id/checkout',
      '/admin/images',
    ]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // It carries the whole stylesheet inline.
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('answers an unknown page with the app (its 404 page) and status 404', async () => {
    for (const path of ['/no-such-page', '/some/unknown/page', '/tours/a/b', '/wallet/x']) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(await response.text()).toContain('<div id="root">');
    }
    // Unknown API paths and missing files stay plain JSON 404s.
    for (const path of ['/rest/v2/tours', '/realtime/v1/websocket', '/assets/missing-1.js']) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/json/);
    }
  });

  it('answers a tour or micro-tour page whose slug names nothing with the app and status 404', async () => {
    const missing = `no-such-slug-${uniqueTag()}`;
    for (const path of [
      `/tours/${missing}`,
      `/tours/${missing}/`,
      `/micro-tours/${missing}`,
      `/tours/${randomUUID()}`,
      `/micro-tours/${randomUUID()}`,
    ]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('answers a tour or micro-tour by slug or id from the moment it exists, and 404 once deleted', async () => {
    const tour = await createTicketTour();
    const walk = await createTicketMicroTour();
    for (const path of [
      `/tours/${tour.slug}`,
      `/tours/${tour.id}`,
      `/micro-tours/${walk.slug}`,
      `/micro-tours/${walk.id}/`,
    ]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
    }
    await servicePool().query('delete from public.tours where id = $1', [tour.id]);
    await servicePool().query('delete from public.micro_tours where id = $1', [walk.id]);
    const status = async (path: string) => {
      const response = await page(path);
      await response.arrayBuffer();
      return response.status;
    };
    await expect.poll(() => status(`/tours/${tour.slug}`)).toBe(404);
    await expect.poll(() => status(`/micro-tours/${walk.slug}`)).toBe(404);
  });

  it('caches hashed assets for a year and answers 404 for missing files', async () => {
    const html = await (await fetch(`${gateway()}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(`${gateway()}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${gateway()}/assets/missing-123.js`)).status).toBe(404);
  });

  it('sends an asset as the build compressed it, in the encoding the browser accepts', async () => {
    const html = await (await fetch(`${gateway()}/`)).text();
    const asset = /src="(\/assets\/app-[^"]+\.js)"/.exec(html)![1]!;
    const file = path.join(webDistDir, asset);
    for (const [accepted, encoding, stored] of [
      ['br, gzip', 'br', `${file}.br`],
      ['gzip', 'gzip', `${file}.gz`],
      ['identity', null, file],
    ] as const) {
      const response = await fetch(`${gateway()}${asset}`, {
        headers: { 'accept-encoding': accepted },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding'), accepted).toBe(encoding);
      // The stored file's own length: sent as it is, not compressed again per request.
      expect(Number(response.headers.get('content-length')), accepted).toBe(statSync(stored).size);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(readFileSync(file, 'utf8'));
    }
    expect(statSync(`${file}.br`).size).toBeLessThan(statSync(`${file}.gz`).size);
  });

  it("lets each page's HTML preload that page's own code, with the answer's nonce", async () => {
    const preloads = JSON.parse(
      readFileSync(path.join(webDistDir, PAGE_PRELOADS_FILE), 'utf8'),
    ) as PagePreloads;
    const preloaded = (html: string) => [
      ...html.matchAll(
        /<link rel="modulepreload" crossorigin(?: fetchpriority="low")? href="([^"]+)" nonce="([^"]+)">/g,
      ),
    ];
    const nonceOf = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)![1];

    const blogHtml = await (await page('/blog')).text();
    const blogChunk = preloads[pagePaths.blog]!.find((file) => file.includes('blog-page'))!;
    expect(blogChunk).toBeDefined();
    const blogLinks = preloaded(blogHtml);
    expect(blogLinks.map(([, href]) => href)).toContain(blogChunk);
    // Low priority: the entry and the first paint come first.
    expect(blogHtml).toContain(`fetchpriority="low" href="${blogChunk}"`);
    expect(blogLinks.every(([, , nonce]) => nonce === nonceOf(blogHtml))).toBe(true);
    // Files index.html loads anyway are not listed twice, and each listed one is served.
    for (const [, href] of blogLinks) {
      expect(blogHtml.split(`"${href}"`)).toHaveLength(2);
      expect((await fetch(`${gateway()}${href}`)).status, href).toBe(200);
    }

    const tourLinks = preloaded(await (await page('/tours/any-slug-at-all')).text());
    expect(tourLinks.map(([, href]) => href)).toContain(
      preloads[pagePaths.tour]!.find((file) => file.includes('tour-route')),
    );
    const missing = preloaded(await (await page('/no-such-page')).text());
    expect(missing.map(([, href]) => href).some((href) => href!.includes('not-found-page'))).toBe(
      true,
    );
    // The home page loads lazily like every page (decision 029): it preloads what the build's
    // HTML does, its own code, the shell's catalogue and its own in its language.
    const hrefs = (html: string) => preloaded(html).map(([, href]) => href);
    const built = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
    expect(new Set(hrefs(await (await page('/')).text()))).toEqual(
      new Set([
        ...hrefs(built),
        ...[
          ...preloads[pagePaths.home]!,
          ...preloads[messagesKey('en')]!,
          ...preloads[messagesKey('en', pagePaths.home)]!,
        ].filter((file) => !built.includes(`"${file}"`)),
      ]),
    );
  });
});

describe('public storage objects', () => {
  it('serves a seeded cover with its type, ETag and a 304 on revalidation', async () => {
    // A demo tour's: other tests add tours of their own (some without the file) to this server.
    const demoSlug = buildCatalogue(new Date()).tours[0]!.slug;
    const list = await fetch(
      `${gateway()}/rest/v1/tours?select=cover_image&slug=eq.${demoSlug}&cover_image=not.is.null`,
      {
        headers: { apikey: inject('anonKey') },
      },
    );
    const [first] = (await list.json()) as Array<{ cover_image: string }>;
    const cover = first!.cover_image;
    const response = await fetch(`${gateway()}${cover}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const etag = response.headers.get('etag')!;
    const again = await fetch(`${gateway()}${cover}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('refuses keys that try to leave the bucket and unknown objects', async () => {
    const traversal = await fetch(
      `${gateway()}/storage/v1/object/public/tours/..%2F..%2Fsecrets.json`,
    );
    expect([400, 404]).toContain(traversal.status);
    const missing = await fetch(`${gateway()}/storage/v1/object/public/tours/nope/cover.jpg`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: '404' });
  });
});
