import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { cn } from '../lib/cn';
import { withListView, type ListView } from '../lib/list-view';

const item =
  'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

/** The list pages' List / Map switch (issue 52): two links, so each view has its own address. */
export function ListViewSwitch({ view }: { view: ListView }) {
  const { t } = useLingui();
  const { search } = useLocation();
  const link = (to: ListView, label: React.ReactNode) => (
    <Link
      to={{ search: withListView(search, to) }}
      preventScrollReset
      aria-current={view === to ? 'page' : undefined}
      className={cn(
        item,
        view === to ? 'bg-emerald-700 text-white' : 'text-stone-700 hover:bg-stone-100',
      )}
    >
      {label}
    </Link>
  );
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
