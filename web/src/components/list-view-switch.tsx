import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { Link } from './link';
import { cn } from '../lib/cn';
import { withListView, type ListView } from '../lib/list-view';

const item =
  'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

/**
 * How long a press on 'Map' waits for the map's code before the view changes: an answer within
 * 100 ms feels immediate, and the page then changes once, straight to the map. Code slower than
 * that follows the map's box.
 */
const MAP_CODE_WAIT_MS = 100;

const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * The list pages' List / Map switch (issue 52): two links, so each view has its own address.
 * `loadMap` loads the map's code, from the moment 'Map' is pressed.
 */
export function ListViewSwitch({
  view,
  loadMap,
}: {
  view: ListView;
  loadMap?: () => Promise<unknown>;
}) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const link = (to: ListView, label: React.ReactNode) => {
    const target = pathname + withListView(search, to);
    const opensMap = to === 'map' && view !== 'map' && loadMap;
    return (
      <Link
        to={target}
        preventScrollReset
        aria-current={view === to ? 'page' : undefined}
        className={cn(
          item,
          view === to ? 'bg-emerald-700 text-white' : 'text-stone-700 hover:bg-stone-100',
        )}
        onPointerDown={opensMap ? () => void loadMap().catch(() => undefined) : undefined}
        onClick={
          opensMap
            ? (event) => {
                if (event.defaultPrevented || !isPlainClick(event)) return;
                event.preventDefault();
                const waited = new Promise((resolve) => setTimeout(resolve, MAP_CODE_WAIT_MS));
                // A failed load opens the map all the same: its box then says so.
                void Promise.race([loadMap().catch(() => undefined), waited]).then(() =>
                  navigate(target, { preventScrollReset: true }),
                );
              }
            : undefined
        }
      >
        {label}
      </Link>
    );
  };
  return (
    <nav
      aria-label={t`Results view`}
      className="inline-flex shrink-0 gap-1 rounded-lg border border-stone-300 bg-white p-0.5"
    >
      {link('list', <Trans>List</Trans>)}
      {link('map', <Trans>Map</Trans>)}
    </nav>
  );
}
