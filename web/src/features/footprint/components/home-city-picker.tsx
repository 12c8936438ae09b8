import '../messages';
import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../../lib/auth';
import type { PlaceMatch } from '../../../lib/place-search';
import { saveMemberHome } from '../api/member-home';
import { saveHomePlace } from '../lib/home-place';

// NOTE: the combobox itself is the lazily loaded chunk (not this wrapper): were it a chunk
// shared with the admin's forms, the entry's map of lazy chunks would name one more file.
const PlaceCombobox = lazy(() =>
  import('../../../components/ui/place-combobox').then((module) => ({
    default: module.PlaceCombobox,
  })),
);

/**
 * The home city picker: the shared gazetteer combobox, focused when opened; a pick is kept in
 * the browser and on a member's account. Loaded only when opened; searched on the server.
 */
export function HomeCityPicker({
  onDone,
  onSaved,
}: {
  onDone: () => void;
  /** Told whether the pick reached the account (always true for a visitor's browser copy). */
  onSaved?: (isSaved: boolean) => void;
}) {
  const { t } = useLingui();
  const auth = useAuth();
  const choose = (place: PlaceMatch) => {
    const home = {
      id: place.id,
      name: place.matched ?? place.name,
      country: place.country,
      lat: place.lat,
      lng: place.lng,
    };
    saveHomePlace(home);
    // A member's home is kept on the account too; the browser's copy holds if that fails.
    if (auth.status === 'signed-in') {
      void saveMemberHome(auth.user.id, home).then(
        () => onSaved?.(true),
        () => onSaved?.(false),
      );
    } else {
      onSaved?.(true);
    }
    onDone();
  };

  return (
    <Suspense fallback={null}>
      <PlaceCombobox
        label={<Trans>Your home city</Trans>}
        listLabel={t`Cities`}
        placeholder={t`Type a city, e.g. Lyon`}
        autoFocus
        onPick={choose}
        onEscape={onDone}
        onLeave={onDone}
      />
    </Suspense>
  );
}
