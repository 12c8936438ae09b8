import '../messages';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Locale } from '@app/domain/locales';
import { Button } from '../../../components/ui/button';
import { messagesIn } from '../../../i18n/activate';
import { rememberLanguageChoice } from '../lib/language-choice';
import { useAddressIn } from '../lib/use-address-in';

const catalogues = import.meta.glob<Messages>(
  ['../../../locales/*/languages.po', '!**/locales/en/*'],
  {
    import: 'messages',
  },
);

/** This area's messages in `locale`, apart from the page's: the offer speaks the language it offers. */
async function i18nIn(locale: Locale): Promise<I18n> {
  const messages = await messagesIn(catalogues, locale);
  return setupI18n({ locale, messages: { [locale]: messages } });
}

function SuggestionBar({ locale, onDismiss }: { locale: Locale; onDismiss: () => void }) {
  const { t } = useLingui();
  const addressIn = useAddressIn();
  const textId = useId();
  return (
    <div
      role="region"
      aria-labelledby={textId}
      lang={locale}
      className="fixed inset-x-0 bottom-0 z-50 flex items-center gap-3 border-t border-stone-200 bg-white px-4 py-3 shadow-lg sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-lg sm:border print:hidden"
    >
      <p id={textId} className="flex-1 text-sm text-stone-800">
        <Trans comment="Shown in the language it offers: each translation names its own language.">
          This page is also available in English.
        </Trans>
      </p>
      <Button asChild size="sm">
        <a
          href={addressIn(locale)}
          hrefLang={locale}
          onClick={() => rememberLanguageChoice(locale)}
        >
          <Trans comment="Each translation names its own language.">Read in English</Trans>
        </a>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-11! shrink-0"
        aria-label={t`No, thanks`}
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * Offers a first visit the page in the language its browser prefers, when that is another of the
 * site's, in a bar written in that language (decision 029). Never a redirect; switching or
 * dismissing is remembered, so it is offered once. Fixed at the bottom, it moves nothing.
 */
export function LanguageSuggestion({ suggested }: { suggested: Locale }) {
  const [offer, setOffer] = useState<{ locale: Locale; i18n: I18n } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    i18nIn(suggested).then(
      (i18n) => {
        if (isCurrent) setOffer({ locale: suggested, i18n });
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      isCurrent = false;
    };
  }, [suggested]);
  if (!offer) return null;
  return (
    <I18nProvider i18n={offer.i18n}>
      <SuggestionBar
        locale={offer.locale}
        onDismiss={() => {
          rememberLanguageChoice('dismissed');
          setOffer(null);
        }}
      />
    </I18nProvider>
  );
}
