import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPictureFetcher, isPublicAddress, PictureFetchError } from './picture-fetch.js';

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/picture') return response.end(Buffer.alloc(2048, 1));
    if (request.url === '/big') return response.end(Buffer.alloc(64 * 1024, 1));
    if (request.url === '/hop') {
      response.writeHead(302, { location: '/picture' });
      return response.end();
    }
    if (request.url === '/loop') {
      response.writeHead(302, { location: '/loop' });
      return response.end();
    }
    if (request.url === '/missing') {
      response.writeHead(404);
      return response.end();
    }
    // /slow never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the picture fetcher', () => {
  it('refuses addresses inside the server’s own network, by number or by name', async () => {
    const fetchPicture = createPictureFetcher();
    await expect(fetchPicture(`${base}/picture`)).rejects.toThrow(
      '127.0.0.1 is not a public internet address',
    );
    const port = new URL(base).port;
    await expect(fetchPicture(`http://localhost:${port}/picture`)).rejects.toThrow(
      /localhost is not a public internet address/,
    );
    await expect(fetchPicture('http://[::1]/x')).rejects.toThrow(/not a public internet address/);
  });

  it.each([
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['fd00::1', false],
    ['93.184.216.34', true],
    ['2606:4700::1111', true],
  ])('counts %s as public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('refuses what is not http or https, and what is not an address', async () => {
    const fetchPicture = createPictureFetcher();
    await expect(fetchPicture('file:///etc/passwd')).rejects.toThrow(
      'Only http and https picture addresses can be fetched',
    );
    await expect(fetchPicture('not a url')).rejects.toThrow('not a valid URL');
    await expect(fetchPicture('not a url')).rejects.toMatchObject({
      problem: { problem: 'picture_url_invalid' },
    });
  });

  describe('where the tests may use the loopback address', () => {
    const fetchPicture = createPictureFetcher({
      allowPrivateAddresses: true,
      maxBytes: 16 * 1024,
      timeoutMs: 300,
    });

    it('fetches a picture, following a redirect', async () => {
      expect((await fetchPicture(`${base}/picture`)).length).toBe(2048);
      expect((await fetchPicture(`${base}/hop`)).length).toBe(2048);
    });

    it('stops at the size limit, too many redirects, an error answer and a slow server', async () => {
      await expect(fetchPicture(`${base}/big`)).rejects.toBeInstanceOf(PictureFetchError);
      // Each failure is also a code with its values, for the admin's page in another language.
      await expect(fetchPicture(`${base}/big`)).rejects.toMatchObject({
        problem: { problem: 'picture_too_large', maxMegabytes: 0 },
      });
      await expect(fetchPicture(`${base}/missing`)).rejects.toMatchObject({
        problem: { problem: 'picture_http_status', status: 404 },
      });
      await expect(fetchPicture(`${base}/loop`)).rejects.toThrow('Too many redirects');
      await expect(fetchPicture(`${base}/missing`)).rejects.toThrow(
        "The picture's address answered 404",
      );
      await expect(fetchPicture(`${base}/slow`)).rejects.toThrow(
        'The picture took too long to download',
      );
    });
  });
});
