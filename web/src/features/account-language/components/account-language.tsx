import '../messages';
import {
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  localizedPath,
  splitLocalePath,
} from '@app/domain/locales';
import { memberLocale } from '@app/domain/member-locale';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { toast } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth';
import { updateAccountLanguage } from '../api/update-account-language';

const options = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/**
 * The member's language: their e-mails are written in it, and choosing another one also loads
 * this page in it (decision 029: a language is an address, so the page is loaded again there).
 */
export function AccountLanguage() {
  const auth = useAuth();
  const { t } = useLingui();
  const id = useId();
  const [saving, setSaving] = useState(false);
  if (auth.status !== 'signed-in') return null;
  const current = memberLocale(auth.user.user_metadata);

  async function handleChange(value: string) {
    if (!isLocale(value) || value === current) return;
    setSaving(true);
    try {
      await updateAccountLanguage(value);
    } catch {
      setSaving(false);
      toast.error(t`Your language could not be saved. Please try again.`);
      return;
    }
    const { path } = splitLocalePath(window.location.pathname);
    window.location.assign(
      localizedPath(value, `${path}${window.location.search}${window.location.hash}`),
    );
  }

  return (
    <div className="mt-3 w-full max-w-64">
      <SelectField
        id={`${id}-language`}
        label={t`Language`}
        options={options}
        value={current}
        disabled={saving}
        aria-describedby={`${id}-hint`}
        onValueChange={(value) => void handleChange(value)}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
        {t`Your e-mails are written in this language.`}
      </p>
    </div>
  );
}
