import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { toast } from '../../../components/ui/toaster';
import { useLocale } from '../../../i18n/use-locale';
import { useHomePlace } from '../lib/home-place';
import { HomeCityChanger } from './home-city-changer';

/**
 * The home city the CO₂ savings are counted from, for the Settings page: the one the saving
 * lines use (the account's, else the browser's, else the language's default), and its changer.
 */
export function HomeCitySetting() {
  const { t } = useLingui();
  const home = useHomePlace(useLocale());
  const homeName = home.name;

  function handleSaved(isSaved: boolean) {
    if (isSaved) toast.success(t`Your home city was saved.`);
    else toast.error(t`Your home city could not be saved. Please try again.`);
  }

  return (
    <div className="space-y-2" data-testid="home-city-setting">
      <p className="flex items-start gap-1.5 text-sm text-stone-700">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        <span>
          <Trans>
            Home city: <strong className="font-medium text-stone-900">{homeName}</strong>
          </Trans>
        </span>
      </p>
      <p className="text-sm text-stone-600">
        <Trans>The CO₂ your trips save is counted from here.</Trans>
      </p>
      <HomeCityChanger onSaved={handleSaved} />
    </div>
  );
}
