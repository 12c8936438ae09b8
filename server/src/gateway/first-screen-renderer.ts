import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FIRST_SCREEN_DIR,
  FIRST_SCREEN_FILE,
  type ListFirstScreenRenderer,
} from '@app/web/first-paint';

/**
 * The list pages' first screens as the web build made them for the server (beside `webDist`,
 * decision 059), or undefined without that build: the pages then come without a first screen.
 */
export async function loadFirstScreenRenderer(
  webDist: string,
): Promise<ListFirstScreenRenderer | undefined> {
  const file = path.join(webDist, '..', FIRST_SCREEN_DIR, FIRST_SCREEN_FILE);
  if (!existsSync(file)) return undefined;
  const module: { renderListFirstScreen?: unknown } = await import(pathToFileURL(file).href);
  const render = module.renderListFirstScreen;
  if (typeof render !== 'function') throw new Error(`${file} exports no renderListFirstScreen`);
  return (listPath, locale, page, origin) =>
    Promise.resolve(render(listPath, locale, page, origin));
}
