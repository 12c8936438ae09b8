import '../messages';
import { useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';

function InclusionList({
  title,
  items,
  isIncluded,
  lang,
}: {
  title: string;
  items: readonly string[];
  isIncluded: boolean;
  /** The items' language where it is not the page's. */
  lang: string | undefined;
}) {
  const Icon = isIncluded ? Check : X;
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-4">
      <h3 className="font-semibold text-stone-900">{title}</h3>
      <ul lang={lang} className="mt-3 flex flex-col gap-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-stone-700">
            <Icon
              aria-hidden="true"
              className={`mt-0.5 size-4 shrink-0 ${isIncluded ? 'text-emerald-700' : 'text-red-700'}`}
            />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TourInclusions({
  included,
  notIncluded,
  langs = {},
}: {
  included: readonly string[];
  notIncluded: readonly string[];
  /** Each list's language where it is not the page's. */
  langs?: { included?: string; notIncluded?: string };
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InclusionList title={t`What's included`} items={included} isIncluded lang={langs.included} />
      <InclusionList
        title={t`Not included`}
        items={notIncluded}
        isIncluded={false}
        lang={langs.notIncluded}
      />
    </div>
  );
}
