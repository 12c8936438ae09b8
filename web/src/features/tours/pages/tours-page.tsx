import '../messages';
import { Plural, Trans } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitles } from '../../../lib/page-heads/titles';
import { LIST_PAGE_SIZE } from '@app/domain/constants';
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams, type NavigateOptions } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { offscreenCard } from '../../../lib/offscreen-card';
import { countPages } from '../../../lib/pagination-window';
import { useTourFilterOptions } from '../api/get-tour-filter-options';
import { useTours } from '../api/get-tours';
import { TourCard, TourCardSkeleton } from '../components/tour-card';
import { TourFilters, type FilterChanges } from '../components/tour-filters';
import { TourFiltersSheet } from '../components/tour-filters-sheet';
import { ToursEmptyState, ToursErrorState } from '../components/tour-list-states';
import { TourPagination } from '../components/tour-pagination';
import { checkPriceRange } from '../lib/price-range';
import {
  ALL,
  defaultTourListState,
  parseTourListParams,
  toTourListParams,
  withFilters,
  type TourListState,
} from '../lib/tour-list-params';
import { typedSearchNavigation } from '../../../lib/typed-search-history';
import { addressBarQuery } from '../../../lib/address-bar';
import { useMediaQuery } from '../../../lib/use-media-query';
import { preferredScrollBehavior } from '../../../lib/scroll-behavior';
import { ListViewSwitch } from '../../../components/list-view-switch';
import type { ListMapSlot } from '../../../lib/list-map';
import { listMapLayout, listQueryOf, readListView, withListView } from '../../../lib/list-view';
import { pageLocale } from '../../../i18n/page-locale';
import { tourListFilters } from '../lib/tour-list-filters';
import { getTourPath } from '../lib/tour-path';

const SKELETON_COUNT = 12;
/** Cards in the first row on the widest layout: their pictures load first. */
const FIRST_ROW = 3;
/** From here up the filters show as a panel; below, behind a button, so tours fit the screen. */
const FILTER_PANEL_QUERY = '(min-width: 48rem)';

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: preferredScrollBehavior() });
}

/** `map`: the map view, which the app hands in (issue 52). */
export function ToursPage({ map }: { map?: ListMapSlot }) {
  useDocumentTitle(pageTitles.tours);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // The same object while only the view changes: the filters and cards do not render again.
  const listQuery = listQueryOf(searchParams);
  const state = useMemo(() => parseTourListParams(new URLSearchParams(listQuery)), [listQuery]);
  const view = map ? readListView(searchParams) : 'list';
  const filters = useMemo(() => tourListFilters({ ...state, page: 1 }, pageLocale), [state]);
  const priceRangeError = checkPriceRange(state.minPrice, state.maxPrice);
  // A link whose minimum price is above its maximum is not asked for; the filters say why.
  const tours = useTours(state, { enabled: priceRangeError === null });
  const { isError, isPlaceholderData } = tours;
  // The page of cards renders in the background, in slices, instead of one long task.
  const data = useDeferredValue(tours.data);
  const { data: options } = useTourFilterOptions();
  const hasFilterPanel = useMediaQuery(FILTER_PANEL_QUERY);

  // The handlers read the address bar, not this render's state, so they stay the same functions.
  /** Shows a list state in the view the address bar has. */
  const showState = useCallback(
    (next: TourListState, navigation: NavigateOptions = {}) => {
      const query = withListView(
        toTourListParams(next).toString(),
        readListView(addressBarQuery()),
      );
      void navigate({ search: query }, { ...navigation, preventScrollReset: true });
    },
    [navigate],
  );

  const handleFilterChange = useCallback(
    (changes: FilterChanges, options: { isTypedSearch?: boolean } = {}) => {
      const current = parseTourListParams(addressBarQuery());
      const next = withFilters(current, changes);
      if (toTourListParams(next).toString() !== toTourListParams(current).toString()) {
        showState(next, options.isTypedSearch ? typedSearchNavigation() : {});
      }
    },
    [showState],
  );

  const handleClear = useCallback(() => showState(defaultTourListState), [showState]);

  const handlePageChange = useCallback(
    (page: number) => {
      showState({ ...parseTourListParams(addressBarQuery()), page });
      scrollToTop();
    },
    [showState],
  );

  const totalCount = data?.totalCount ?? 0;
  const totalPages = countPages(totalCount, LIST_PAGE_SIZE);
  // Moving past the end is decided on the newest answer, not on the cards still shown.
  const latestPages = tours.data && countPages(tours.data.totalCount, LIST_PAGE_SIZE);
  const isPastLastPage =
    latestPages !== undefined && !isPlaceholderData && state.page > latestPages;
  const isUnknownCountry =
    options !== undefined && state.country !== ALL && !options.countries.includes(state.country);

  // An old link may point past the last page or at a country without tours: show what exists.
  useEffect(() => {
    if (!isPastLastPage && !isUnknownCountry) return;
    showState(
      {
        ...state,
        country: isUnknownCountry ? ALL : state.country,
        page: isUnknownCountry ? 1 : (latestPages ?? 1),
      },
      { replace: true },
    );
  }, [isPastLastPage, isUnknownCountry, state, latestPages, showState]);

  const shownPage = data?.page ?? state.page;
  const first = (shownPage - 1) * LIST_PAGE_SIZE + 1;
  const last = Math.min(shownPage * LIST_PAGE_SIZE, totalCount);

  const isMap = map !== undefined && view === 'map';
  const results = (
    <>
      {priceRangeError !== null ? (
        <p className="text-stone-700">
          <Trans>Change the price range above to see tours.</Trans>
        </p>
      ) : isError && !data ? (
        <ToursErrorState />
      ) : !data ? (
        <>
          <Skeleton className="mb-4 h-5 w-48" />
          <div
            className={cn('grid gap-6 sm:grid-cols-2', isMap ? 'lg:grid-cols-1' : 'lg:grid-cols-3')}
          >
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <TourCardSkeleton key={index} />
            ))}
          </div>
        </>
      ) : data.totalCount === 0 ? (
        <ToursEmptyState onReset={handleClear} />
      ) : (
        <div
          aria-busy={isPlaceholderData}
          className={cn('transition-opacity', isPlaceholderData && 'opacity-60')}
        >
          <p className="mb-4 text-sm text-stone-700" role="status">
            {data.tours.length > 0 && (
              <Trans>
                Showing {first}-{last} of <Plural value={totalCount} one="# tour" other="# tours" />
              </Trans>
            )}
          </p>
          <ul
            className={cn('grid gap-6 sm:grid-cols-2', isMap ? 'lg:grid-cols-1' : 'lg:grid-cols-3')}
          >
            {data.tours.map((tour, index) => (
              <li
                key={tour.id}
                data-listing-id={tour.id}
                className={cn('flex', offscreenCard.tour)}
              >
                <TourCard tour={tour} priority={shownPage === 1 && index < FIRST_ROW} />
              </li>
            ))}
          </ul>
          <TourPagination
            page={shownPage}
            totalPages={totalPages}
            onPageChange={handlePageChange}
          />
        </div>
      )}
    </>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">
          <Trans>Eco-Friendly Tours</Trans>
        </h1>
        <p className="mt-3 text-lg text-stone-600">
          <Trans>
            Multi-day journeys across Europe by train, bus, bike and on foot: small groups, local
            guides and stays that keep the places we visit worth visiting.
          </Trans>
        </p>
      </header>

      <div className="mt-6 sm:mt-8">
        {hasFilterPanel ? (
          <TourFilters
            state={state}
            options={options}
            onChange={handleFilterChange}
            onClear={handleClear}
          />
        ) : (
          <TourFiltersSheet
            state={state}
            options={options}
            onChange={handleFilterChange}
            onClear={handleClear}
            resultCount={isPlaceholderData ? undefined : tours.data?.totalCount}
          />
        )}
      </div>

      <section aria-labelledby="tour-results" className="mt-6 sm:mt-8">
        <div className="mb-4 flex justify-end">
          <h2 id="tour-results" className="sr-only">
            <Trans>Tours</Trans>
          </h2>
          {map && <ListViewSwitch view={view} loadMap={map.load} />}
        </div>
        <div className={cn(isMap && listMapLayout.frame)}>
          <div data-list-pane className={cn(isMap && listMapLayout.listPane)}>
            {results}
          </div>
          {isMap &&
            map.render({
              catalogue: 'tours',
              filters,
              area: state.area,
              onAreaChange: (area) => handleFilterChange({ area }),
              pathOf: getTourPath,
            })}
        </div>
      </section>
    </div>
  );
}
