import '../messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitles } from '../../../lib/page-heads/titles';
import { LIST_PAGE_SIZE } from '@app/domain/constants';
import { BadgeEuro, Glasses } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ListViewSwitch } from '../../../components/list-view-switch';
import type { ListMapSlot } from '../../../lib/list-map';
import { listMapLayout, readListView } from '../../../lib/list-view';
import { pageLocale } from '../../../i18n/page-locale';
import { microTourListFilters } from '../lib/micro-tour-list-filters';
import { Pagination } from '../../../components/ui/pagination';
import { countPages } from '../../../lib/pagination-window';
import { cn } from '../../../lib/cn';
import { useMicroTourFilterOptions } from '../api/get-micro-tour-filter-options';
import { useMicroTours, type MicroTourPage } from '../api/get-micro-tours';
import { MicroTourCard, MicroTourCardSkeleton } from '../components/micro-tour-card';
import { MicroTourFilters } from '../components/micro-tour-filters';
import { MicroTourListEmpty, MicroTourListError } from '../components/micro-tour-list-states';
import { MicroTourListToolbar } from '../components/micro-tour-list-toolbar';
import {
  countActiveFilters,
  needsPlaceCheck,
  toMicroTourSearchParams,
  withKnownPlaces,
} from '../lib/micro-tour-search-params';
import { useMicroTourListParams } from '../lib/use-micro-tour-list-params';
import { preferredScrollBehavior } from '../../../lib/scroll-behavior';
import { offscreenCard } from '../../../lib/offscreen-card';

const SKELETON_COUNT = 12;
/** The first row of three is on screen at once on wide screens. */
const PRIORITY_COUNT = 3;

function useResultsSummary(result: MicroTourPage | undefined): string {
  const { t } = useLingui();
  if (!result) return t`Loading micro-tours...`;
  const { totalCount } = result;
  if (totalCount === 0) return t`No micro-tours match`;
  const first = (result.page - 1) * LIST_PAGE_SIZE + 1;
  // From the count, not the cards: the server's first screen shows only the first few.
  const last = Math.min(result.page * LIST_PAGE_SIZE, totalCount);
  return t`Showing ${first}–${last} of ${plural(totalCount, { one: '# micro-tour', other: '# micro-tours' })}`;
}

/** `map`: the map view, which the app hands in (issue 52). */
export function MicroToursPage({ map }: { map?: ListMapSlot }) {
  useDocumentTitle(pageTitles.microTours);
  const { params: urlParams, changeFilters, changePage, clearAll } = useMicroTourListParams();
  const [searchParams] = useSearchParams();
  const view = map ? readListView(searchParams) : 'list';
  const isMap = map !== undefined && view === 'map';
  const filterOptions = useMicroTourFilterOptions();
  const params = useMemo(
    () => withKnownPlaces(urlParams, filterOptions.data),
    [urlParams, filterOptions.data],
  );
  const isCheckingPlaces = needsPlaceCheck(urlParams) && filterOptions.isPending;
  const filters = useMemo(() => microTourListFilters(params, pageLocale), [params]);
  const tours = useMicroTours(params, { enabled: !isCheckingPlaces });
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();

  // The page of cards renders in the background, in slices, instead of one long task.
  const result = useDeferredValue(tours.data);
  const totalPages = result ? countPages(result.totalCount, LIST_PAGE_SIZE) : 1;
  const isUpdating = tours.isPlaceholderData && tours.isFetching;
  const summary = useResultsSummary(result);

  // A page number past the end (an old link, fewer matches now) moves to the last page.
  const latest = tours.data;
  useEffect(() => {
    if (
      latest &&
      !tours.isPlaceholderData &&
      params.page > countPages(latest.totalCount, LIST_PAGE_SIZE)
    ) {
      changePage(countPages(latest.totalCount, LIST_PAGE_SIZE), { replace: true });
    }
  }, [latest, tours.isPlaceholderData, params.page, changePage]);

  const handlePageChange = useCallback(
    (page: number) => {
      changePage(page);
      resultsHeadingRef.current?.scrollIntoView({
        behavior: preferredScrollBehavior(),
        block: 'start',
      });
      resultsHeadingRef.current?.focus({ preventScroll: true });
    },
    [changePage],
  );

  const canClear = toMicroTourSearchParams(urlParams).size > 0;
  const results = (
    <>
      {tours.isError && !result ? (
        <MicroTourListError onRetry={() => void tours.refetch()} />
      ) : result && result.totalCount === 0 ? (
        <MicroTourListEmpty onClear={clearAll} />
      ) : (
        <ul
          aria-busy={!result || isUpdating}
          className={cn(
            'grid gap-5 transition-opacity sm:grid-cols-2',
            isMap ? 'lg:grid-cols-1' : 'xl:grid-cols-3',
            isUpdating && 'opacity-60',
          )}
        >
          {result
            ? result.tours.map((tour, i) => (
                <li key={tour.id} data-listing-id={tour.id} className={offscreenCard.microTour}>
                  <MicroTourCard tour={tour} priority={i < PRIORITY_COUNT} />
                </li>
              ))
            : Array.from({ length: SKELETON_COUNT }, (_, i) => (
                <li key={i}>
                  <MicroTourCardSkeleton />
                </li>
              ))}
        </ul>
      )}
      {result && (
        <Pagination
          page={Math.min(params.page, totalPages)}
          totalPages={totalPages}
          onPageChange={handlePageChange}
          className="mt-4"
        />
      )}
    </>
  );

  return (
    <div className={cn('mx-auto px-4 py-10 sm:py-12', isMap ? 'max-w-7xl' : 'max-w-6xl')}>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
          <Trans>Micro Tours</Trans>
        </h1>
        <p className="mt-3 text-lg text-stone-700">
          <Trans>
            Short city tours from €5 to €30 that take one to eight hours. Look around each one in
            virtual reality, then book it straight from your wallet.
          </Trans>
        </p>
        <ul className="mt-4 flex flex-wrap gap-2 text-sm font-medium text-emerald-900">
          <li className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1">
            <BadgeEuro aria-hidden="true" className="size-4" />
            <Trans>No booking fees</Trans>
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1">
            <Glasses aria-hidden="true" className="size-4" />
            <Trans>VR Ready previews</Trans>
          </li>
        </ul>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside aria-label={t`Filters`} className="lg:sticky lg:top-24 lg:self-start">
          <MicroTourFilters
            params={params}
            options={filterOptions.data}
            activeCount={countActiveFilters(params)}
            canClear={canClear}
            onChange={changeFilters}
            onClear={clearAll}
          />
        </aside>

        <section aria-labelledby="micro-tour-results" className="flex flex-col gap-6">
          <h2
            id="micro-tour-results"
            ref={resultsHeadingRef}
            tabIndex={-1}
            className="sr-only scroll-mt-24"
          >
            <Trans>Micro-tour results</Trans>
          </h2>
          <MicroTourListToolbar
            summary={tours.isError ? '' : summary}
            isUpdating={isUpdating}
            sortField={params.sortField}
            sortDir={params.sortDir}
            onSortChange={changeFilters}
          >
            {map && <ListViewSwitch view={view} loadMap={map.load} />}
          </MicroTourListToolbar>
          <div className={cn(isMap && listMapLayout.frame)}>
            <div data-list-pane className={cn(isMap && listMapLayout.listPane)}>
              <div className="flex flex-col gap-6">{results}</div>
            </div>
            {isMap &&
              map.render({
                catalogue: 'micro_tours',
                filters,
                area: params.area,
                onAreaChange: (area) => changeFilters({ area }),
                pathOf: (pin) => `/micro-tours/${pin.slug}`,
              })}
          </div>
        </section>
      </div>
    </div>
  );
}
