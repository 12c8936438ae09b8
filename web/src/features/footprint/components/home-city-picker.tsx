import '../messages';
import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { saveMemberHome } from '../api/member-home';
import { type PlaceMatch, searchPlaces } from '../api/search-places';
import { saveHomePlace } from '../lib/home-place';

/** What a result says: the name typed (Mailand), then GeoNames' own (Milan) and the country. */
function placeLabel(place: PlaceMatch): string {
  return place.matched
    ? `${place.matched} (${place.name}), ${place.country}`
    : `${place.name}, ${place.country}`;
}

/**
 * The home city combobox (WAI-ARIA combobox with a list box): type a city in any language, move
 * with the arrow keys, Enter picks, Escape closes. Loaded only when opened; searched on the server.
 */
export function HomeCityPicker({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [places, setPlaces] = useState<PlaceMatch[]>([]);
  const [active, setActive] = useState(-1);

  useEffect(() => inputRef.current?.focus(), []);

  useEffect(() => {
    const typed = query.trim();
    if (typed.length === 0) return;
    const controller = new AbortController();
    // Wait for a pause in typing before asking the server.
    const timer = window.setTimeout(() => {
      searchPlaces(typed, controller.signal)
        .then((found) => {
          setPlaces(found);
          setActive(found.length > 0 ? 0 : -1);
        })
        .catch(() => setPlaces([]));
    }, 150);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

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
    if (auth.status === 'signed-in') void saveMemberHome(auth.user.id, home).catch(() => {});
    onDone();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && shown.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % shown.length);
    } else if (event.key === 'ArrowUp' && shown.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? shown.length - 1 : index - 1));
    } else if (event.key === 'Enter' && active >= 0 && shown[active]) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  const shown = query.trim().length === 0 ? [] : places;
  const expanded = shown.length > 0;
  return (
    <div className="relative max-w-sm">
      <label htmlFor={`${listId}-input`} className="block text-sm font-medium text-stone-800">
        <Trans>Your home city</Trans>
      </label>
      <input
        id={`${listId}-input`}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${listId}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-option-${active}` : undefined}
        placeholder={t`Type a city, e.g. Lyon`}
        value={query}
        maxLength={60}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) onDone();
        }}
        className="mt-1 w-full rounded-md border border-stone-300 px-3 py-2 text-base text-stone-900 focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600 focus:outline-none"
      />
      <ul
        id={`${listId}-list`}
        role="listbox"
        aria-label={t`Cities`}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-stone-200 bg-white py-1 shadow-lg"
      >
        {shown.map((place, index) => (
          <li
            key={place.id}
            id={`${listId}-option-${index}`}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-emerald-50 text-emerald-900' : 'text-stone-800'}`}
          >
            {placeLabel(place)}
          </li>
        ))}
      </ul>
    </div>
  );
}
