import { lazy, Suspense, useState } from 'react';
import { languageToOffer } from '../lib/language-choice';

const LanguageSuggestion = lazy(() =>
  import('./language-suggestion').then((m) => ({ default: m.LanguageSuggestion })),
);

/**
 * The language suggestion (language-suggestion.tsx), whose code loads only for a visit it is
 * offered to: most visits never download it.
 */
export function LanguageOffer() {
  const [suggested] = useState(languageToOffer);
  if (!suggested) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion suggested={suggested} />
    </Suspense>
  );
}
