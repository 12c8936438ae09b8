import '../messages';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { HomeCityPicker } from './home-city-picker';

/** 'Change home city', which opens the picker in its place until a city is picked or it is left. */
export function HomeCityChanger({ onSaved }: { onSaved?: (isSaved: boolean) => void }) {
  const [picking, setPicking] = useState(false);
  return picking ? (
    <HomeCityPicker onDone={() => setPicking(false)} onSaved={onSaved} />
  ) : (
    <button
      type="button"
      onClick={() => setPicking(true)}
      className="rounded text-sm font-medium text-emerald-900 underline underline-offset-2 hover:text-emerald-700 focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none"
    >
      <Trans>Change home city</Trans>
    </button>
  );
}
