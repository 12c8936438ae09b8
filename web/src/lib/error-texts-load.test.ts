import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The loader as a fresh page has it: nothing loaded yet. */
async function freshLoader() {
  vi.resetModules();
  return import('./error-texts-load');
}

const answering = (status: number) => () => Promise.resolve(new Response('{}', { status }));

describe('a failed request on a page in another language', () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'de', messages: {} }));
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('reaches the app only once the error texts are there', async () => {
    const loader = await freshLoader();
    const response = await loader.withErrorTexts(answering(409))('/rest/v1/tours');
    expect(response.status).toBe(409);
    expect(loader.loadedErrorCatalogue()).toBeDefined();
  });

  it('without an answer, too', async () => {
    const loader = await freshLoader();
    const cut = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(loader.withErrorTexts(cut)('/functions/v1/book')).rejects.toThrow(
      'Failed to fetch',
    );
    expect(loader.loadedErrorCatalogue()).toBeDefined();
  });

  it('while a success waits for nothing', async () => {
    const loader = await freshLoader();
    await loader.withErrorTexts(answering(200))('/rest/v1/tours');
    expect(loader.loadedErrorCatalogue()).toBeUndefined();
  });
});

describe('on an English page', () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('a failure loads nothing: the servers say it in English', async () => {
    const loader = await freshLoader();
    await loader.withErrorTexts(answering(500))('/rest/v1/tours');
    expect(loader.loadedErrorCatalogue()).toBeUndefined();
  });
});
