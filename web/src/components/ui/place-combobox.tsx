import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { type PlaceMatch, searchPlaces } from '../../lib/place-search';

/** What a result says: the name typed (Mailand), then GeoNames' own (Milan) and the country. */
export function placeLabel(place: PlaceMatch): string {
  return place.matched
    ? `${place.matched} (${place.name}), ${place.country}`
    : `${place.name}, ${place.country}`;
}

interface PlaceComboboxProps {
  label: ReactNode;
  /** The list box's accessible name (e.g. Cities). */
  listLabel: string;
  placeholder: string;
  onPick: (place: PlaceMatch) => void;
  /** Escape pressed (the list is closed first when open). */
  onEscape?: () => void;
  /** Focus went somewhere outside the box and its list. */
  onLeave?: () => void;
  autoFocus?: boolean;
  /** Ids of texts that describe the box (a hint, an error). */
  describedBy?: string;
  invalid?: boolean;
  /** Empty the box after a pick (a form field that shows the pick elsewhere). */
  clearOnPick?: boolean;
  /** The wrapper's width (max-w-sm unless given). */
  className?: string;
  labelClassName?: string;
  /** The box's own look (the home city picker's unless given: a form passes its inputs'). */
  inputClassName?: string;
}

/**
 * A gazetteer place picker (WAI-ARIA combobox with a list box): type a city in any language,
 * move with the arrow keys, Enter picks, Escape closes. The gazetteer is searched on the server
 * (GET /functions/v1/footprint-places); the words around it come from the caller's catalogue.
 */
export function PlaceCombobox({
  label,
  listLabel,
  placeholder,
  onPick,
  onEscape,
  onLeave,
  autoFocus = false,
  describedBy,
  invalid,
  clearOnPick = false,
  className = 'max-w-sm',
  labelClassName = 'block text-sm font-medium text-stone-800',
  inputClassName = 'mt-1 w-full rounded-md border border-stone-300 px-3 py-2 text-base text-stone-900 focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600 focus:outline-none',
}: PlaceComboboxProps) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [places, setPlaces] = useState<PlaceMatch[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

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

  const shown = open && query.trim().length > 0 ? places : [];
  const expanded = shown.length > 0;

  const choose = (place: PlaceMatch) => {
    if (clearOnPick) {
      setQuery('');
      setPlaces([]);
      setActive(-1);
    }
    onPick(place);
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && shown.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % shown.length);
    } else if (event.key === 'ArrowUp' && shown.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? shown.length - 1 : index - 1));
    } else if (event.key === 'Enter' && active >= 0 && shown[active]) {
      // Enter on an open list picks; it never submits the form around the box.
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else onEscape?.();
    }
  };

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={`${listId}-input`} className={labelClassName}>
        {label}
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
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        placeholder={placeholder}
        value={query}
        maxLength={60}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          if (event.currentTarget.parentElement?.contains(event.relatedTarget)) return;
          setOpen(false);
          onLeave?.();
        }}
        className={inputClassName}
      />
      <ul
        id={`${listId}-list`}
        role="listbox"
        aria-label={listLabel}
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
