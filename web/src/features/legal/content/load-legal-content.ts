import type { ReactNode } from 'react';
import { pageLocale } from '../../../i18n/page-locale';
import type { LegalSection } from '../components/legal-page-layout';

/** One legal document in one language: content/<locale>/<document>.tsx. */
export interface LegalContent {
  summary: ReactNode;
  sections: LegalSection[];
}

/**
 * The document in the page's language, from the modules import.meta.glob lists for it (one chunk
 * per language): a page awaits it at the top level, like its messages, and the build preloads
 * it with the page (decision 029).
 */
export async function loadLegalContent(
  loaders: Record<string, () => Promise<LegalContent>>,
): Promise<LegalContent> {
  const file = Object.keys(loaders).find((path) => path.includes(`/${pageLocale}/`));
  if (!file) throw new Error(`no ${pageLocale} text among ${Object.keys(loaders).join()}`);
  return loaders[file]!();
}
