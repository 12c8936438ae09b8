import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { useAdminTourMatches } from '../api/get-admin-tours';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useLocale } from '../../../i18n/use-locale';
import { formatCount } from '../lib/list-state';
import { OffSaleBadge } from './on-sale-switch';
import { TranslationChips } from './translation-chips';

/** How many matches the picker offers: more would not be read; the search narrows them. */
const MATCH_LIMIT = 20;

/**
 * 'Edit an existing tour': a combobox searching every tour on the server, each match with its
 * languages' state as the admin lists show it (DE FR ES IT). Arrows move through the first
 * matches, Enter picks one, Escape closes the list (and a second Escape clears it).
 */
export function TourPicker({
  selectedTitle,
  onSelect,
  className,
}: {
  /** The title of the tour being edited, if any. */
  selectedTitle: string | null;
  onSelect: (id: string) => void;
  className?: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(text, 250);
  const matches = useAdminTourMatches(search, MATCH_LIMIT);
  const rows = isOpen ? (matches.data?.rows ?? []) : [];
  const activeRow = rows[Math.min(active, rows.length - 1)];

  function pick(tourId: string) {
    setIsOpen(false);
    setText('');
    onSelect(tourId);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) {
        setIsOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        rows.length === 0 ? 0 : (current + step + rows.length) % rows.length,
      );
    } else if (event.key === 'Enter') {
      if (isOpen && activeRow) {
        event.preventDefault();
        pick(activeRow.id);
      }
    } else if (event.key === 'Escape') {
      if (isOpen) {
        event.preventDefault();
        setIsOpen(false);
      } else if (text !== '') {
        event.preventDefault();
        setText('');
      }
    }
  }

  const shown = rows.length;
  const status = !isOpen
    ? ''
    : matches.isPending
      ? t`Searching tours...`
      : matches.isError
        ? t`Error loading tours`
        : rows.length === 0
          ? t`No tours match`
          : matches.data.total > rows.length
            ? firstMatchesText(shown, formatCount(matches.data.total, locale))
            : '';

  function firstMatchesText(count: number, total: string) {
    return t`The first ${count} of ${total} matches; type more to narrow them`;
  }

  return (
    <div className={cn('relative flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        <Trans>Edit an existing tour</Trans>
      </Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <Input
          id={id}
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeRow ? `${listId}-${activeRow.id}` : undefined}
          autoComplete="off"
          placeholder={selectedTitle ?? t`Search tours by title, slug or country`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
            setActive(0);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={() => setIsOpen(false)}
          onKeyDown={handleKeyDown}
          className="pl-9"
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Tours`}
        className={cn(
          'absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-md border border-stone-200 bg-white py-1 shadow-lg',
          (!isOpen || (rows.length === 0 && status === '')) && 'hidden',
        )}
      >
        {rows.map((tour) => (
          <li
            key={tour.id}
            id={`${listId}-${tour.id}`}
            role="option"
            aria-selected={tour.id === activeRow?.id}
            // Keeps the focus in the box, which would otherwise close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(tour.id)}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm',
              tour.id === activeRow?.id ? 'bg-emerald-50 text-emerald-900' : 'text-stone-900',
            )}
          >
            <span className="flex min-w-0 items-center gap-2">
              <span className="truncate font-medium">{tour.title}</span>
              {!tour.on_sale && <OffSaleBadge />}
            </span>
            <span className="block truncate text-xs text-stone-600">
              {tour.country} · {tour.slug}
            </span>
            <TranslationChips
              inName
              className="mt-1"
              translatableFields={tour.translatable_fields}
              missing={tour.translation_missing}
            />
          </li>
        ))}
        {status && (
          <li role="presentation" className="px-3 py-2 text-xs text-stone-600" aria-live="polite">
            {status}
          </li>
        )}
      </ul>
    </div>
  );
}
