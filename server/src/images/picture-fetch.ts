import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { type PictureProblem, pictureProblemText } from '@app/domain/image-reasons';
import { UPLOAD_MAX_BYTES } from '../storage/upload-image.js';

/** Why a picture could not be fetched: a code with its values; the message is its English. */
export class PictureFetchError extends Error {
  constructor(readonly problem: PictureProblem) {
    super(pictureProblemText(problem));
    this.name = 'PictureFetchError';
  }
}

export interface PictureFetchOptions {
  /** Tests serve pictures from 127.0.0.1; the server never fetches from private addresses. */
  allowPrivateAddresses?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export type FetchPicture = (url: string, signal?: AbortSignal) => Promise<Buffer>;

/** Public internet addresses only: no loopback, private, link-local or reserved ranges. */
export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

/**
 * Fetches a picture an admin's tour points at (image migration). The address is checked after
 * DNS resolution, on every redirect, so a name cannot lead the server to its own network; the
 * body is held to the upload limit and the whole fetch to a time limit.
 */
export function createPictureFetcher(options: PictureFetchOptions = {}): FetchPicture {
  const allowPrivate = options.allowPrivateAddresses ?? false;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxBytes = options.maxBytes ?? UPLOAD_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? 3;
  const tooLarge = () =>
    new PictureFetchError({
      problem: 'picture_too_large',
      maxMegabytes: Math.round(maxBytes / (1024 * 1024)),
    });

  const refusal = (address: string, hostname: string) =>
    !allowPrivate && !isPublicAddress(address)
      ? new PictureFetchError({ problem: 'picture_host_not_public', host: hostname })
      : undefined;
  const checkAddress = (address: string, hostname: string) => {
    const refused = refusal(address, hostname);
    if (refused) throw refused;
  };

  const lookup: net.LookupFunction = (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      for (const entry of addresses) {
        const refused = refusal(entry.address, hostname);
        if (refused) return callback(refused, '', 4);
      }
      if (lookupOptions.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) {
        return callback(
          new PictureFetchError({ problem: 'picture_host_unknown', host: hostname }),
          '',
          4,
        );
      }
      callback(null, first.address, first.family);
    });
  };

  const getOnce = (url: URL, signal: AbortSignal) =>
    new Promise<{ redirect: string } | { body: Buffer }>((resolve, reject) => {
      if (net.isIP(url.hostname.replace(/^\[|\]$/g, ''))) {
        checkAddress(url.hostname.replace(/^\[|\]$/g, ''), url.hostname);
      }
      const client = url.protocol === 'https:' ? https : http;
      const request = client.get(
        url,
        { lookup, signal, headers: { accept: 'image/*' } },
        (response) => {
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400 && response.headers.location) {
            response.resume();
            return resolve({ redirect: response.headers.location });
          }
          if (status !== 200) {
            response.resume();
            return reject(new PictureFetchError({ problem: 'picture_http_status', status }));
          }
          const declared = Number(response.headers['content-length'] ?? 0);
          if (declared > maxBytes) {
            response.destroy();
            return reject(tooLarge());
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              response.destroy();
              reject(tooLarge());
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () => resolve({ body: Buffer.concat(chunks) }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });

  return async (address, outerSignal) => {
    const signal = outerSignal
      ? AbortSignal.any([outerSignal, AbortSignal.timeout(timeoutMs)])
      : AbortSignal.timeout(timeoutMs);
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new PictureFetchError({ problem: 'picture_url_invalid' });
    }
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new PictureFetchError({ problem: 'picture_url_not_http' });
      }
      let answer;
      try {
        answer = await getOnce(url, signal);
      } catch (error) {
        if (error instanceof PictureFetchError) throw error;
        if (signal.aborted) throw new PictureFetchError({ problem: 'picture_timeout' });
        throw new PictureFetchError({
          problem: 'picture_download_failed',
          cause: error instanceof Error ? error.message : 'unknown error',
        });
      }
      if ('body' in answer) return answer.body;
      if (redirects >= maxRedirects) {
        throw new PictureFetchError({ problem: 'picture_too_many_redirects' });
      }
      url = new URL(answer.redirect, url);
    }
  };
}
