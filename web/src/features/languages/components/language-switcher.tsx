import '../messages';
import { useLingui } from '@lingui/react/macro';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type Locale, LOCALE_NAMES, LOCALES } from '@app/domain/locales';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLocale } from '../../../i18n/use-locale';
import { rememberLanguageChoice } from '../lib/language-choice';
import { useAddressIn } from '../lib/use-address-in';

/** Where the switcher sits: the header's row (wide screens) or the phone menu. */
export type LanguageSwitcherPlacement = 'header' | 'menu';

/** The five languages as links to this page in each, the page's own marked as current. */
function LanguageLinks({
  id,
  className,
  linkClassName,
  labelledBy,
}: {
  id?: string;
  className: string;
  linkClassName: string;
  labelledBy?: string;
}) {
  const current = useLocale();
  const addressIn = useAddressIn();
  return (
    <ul id={id} className={className} aria-labelledby={labelledBy}>
      {LOCALES.map((locale: Locale) => (
        <li key={locale}>
          <a
            href={addressIn(locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            onClick={() => rememberLanguageChoice(locale)}
            className={cn(
              'flex items-center justify-between gap-3 rounded-md font-medium focus-visible:outline-2 focus-visible:outline-emerald-700',
              locale === current ? 'text-emerald-800' : 'text-stone-700 hover:text-stone-950',
              linkClassName,
            )}
          >
            {LOCALE_NAMES[locale]}
            {locale === current && <Check aria-hidden="true" className="size-4" />}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A button that shows the page's language and opens the list of the others (a disclosure). */
function HeaderSwitcher() {
  const { t } = useLingui();
  const locale = useLocale();
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!root.current?.contains(target)) setIsOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  const name = LOCALE_NAMES[locale];
  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
        if (!root.current?.contains(next)) setIsOpen(false);
      }}
    >
      <Button
        ref={button}
        variant="ghost"
        className="gap-1 px-2.5"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-label={t`Language: ${name}`}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Globe aria-hidden="true" />
        {/* Only the globe where the header's row is narrow (German words are long). */}
        <span aria-hidden="true" className="hidden text-sm uppercase lg:inline">
          {locale}
        </span>
        <ChevronDown aria-hidden="true" className="hidden lg:block" />
      </Button>
      {isOpen && (
        <LanguageLinks
          id={listId}
          className="absolute top-full right-0 z-50 mt-2 w-44 rounded-md border border-stone-200 bg-white p-1 shadow-lg"
          linkClassName="px-3 py-2 text-sm"
        />
      )}
    </div>
  );
}

/** The phone menu's row of languages: always open, finger-sized. */
function MenuSwitcher() {
  const labelId = useId();
  const { t } = useLingui();
  return (
    <div>
      <p id={labelId} className="px-3 text-sm font-medium text-stone-600">
        {t`Language`}
      </p>
      <LanguageLinks
        labelledBy={labelId}
        className="mt-1 grid grid-cols-2 gap-x-2"
        linkClassName="min-h-11 px-3 text-base"
      />
    </div>
  );
}

/**
 * Goes to this page in another language, with its query (decision 029): each link names its
 * language in that language, with `hreflang` and `lang`; the page's own is `aria-current`.
 */
export function LanguageSwitcher({ placement }: { placement: LanguageSwitcherPlacement }) {
  return placement === 'header' ? <HeaderSwitcher /> : <MenuSwitcher />;
}
