import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Pencil, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toaster';
import { cn } from '../../../lib/cn';
import { useAdminMicroTour } from '../api/admin-micro-tour';
import { useDeleteCatalogueRow } from '../api/delete-catalogue-row';
import {
  adminMicroTourListSpec,
  useAdminMicroToursPage,
  useMicroTourCounts,
  type AdminMicroTour,
} from '../api/get-admin-micro-tours';
import type { ImageStatus } from '../lib/micro-tour-image-status';
import { useLocale } from '../../../i18n/use-locale';
import { microTourImageStatusSchema, type AdminMicroTourSort } from '@app/domain/admin-lists';
import { useListUrlState } from '../hooks/use-list-url-state';
import { formatCount } from '../lib/list-state';
import { ListPager, ListRows, ListToolbar, type SortOption } from './list-toolbar';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { MicroTourDepartures } from './micro-tour-departures';
import { MicroTourForm } from './micro-tour-form';
import { OffSaleBadge, OnSaleSwitch } from './on-sale-switch';
import { TranslationChips } from './translation-chips';
import { RefreshButton } from './refresh-button';
import { MicroTourUpdateResults } from './micro-tour-update-results';
import { SmartImageUpdateCard } from './smart-image-update-card';
import { useSmartImageUpdate } from '../hooks/use-smart-image-update';
import { errorText } from '../../../lib/error-text';

const statusDot: Record<ImageStatus, string> = {
  complete: 'bg-green-600',
  partial: 'bg-yellow-500',
  missing: 'bg-red-600',
};
const statusLabel: Record<ImageStatus, MessageDescriptor> = {
  complete: msg`Complete images`,
  partial: msg`Partial images`,
  missing: msg`Missing images`,
};

/** '✓ Cover | ✓ Gallery (3)', with ✗ for a part that is missing. */
function ImagesText({ tour }: { tour: AdminMicroTour }) {
  const count = tour.gallery_count;
  const hasCover = (tour.cover_url ?? '').trim() !== '';
  return (
    <>
      {hasCover ? <Trans>✓ Cover</Trans> : <Trans>✗ Cover</Trans>} |{' '}
      {count > 0 ? <Trans>✓ Gallery ({count})</Trans> : <Trans>✗ Gallery</Trans>}
    </>
  );
}

const PAGE_SIZE = 25;
const STATUS_PARAM = 'status';
/** The search parameter naming the micro-tour whose departures are open. */
const DEPARTURES_PARAM = 'departures';

const microTourSortOptions: readonly SortOption<AdminMicroTourSort>[] = [
  { sort: 'title', descending: false, label: msg`Title A–Z` },
  { sort: 'city', descending: false, label: msg`City A–Z` },
  { sort: 'country', descending: false, label: msg`Country A–Z` },
  { sort: 'created_at', descending: true, label: msg`Newest first` },
];

export function MicroToursTab() {
  const { t } = useLingui();
  const locale = useLocale();
  const list = useListUrlState(adminMicroTourListSpec);
  const parsedStatus = microTourImageStatusSchema.safeParse(list.searchParams.get(STATUS_PARAM));
  const imageStatus = parsedStatus.success ? parsedStatus.data : null;
  const microTours = useAdminMicroToursPage(list, PAGE_SIZE, imageStatus);
  const counts = useMicroTourCounts();
  const deleteMicroTour = useDeleteCatalogueRow('micro_tours');
  const smartUpdate = useSmartImageUpdate('micro-tours');
  const [toDelete, setToDelete] = useState<AdminMicroTour | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const editId = searchParams.get('micro');
  const departuresId = searchParams.get(DEPARTURES_PARAM);

  function setParam(name: string, id: string | null) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        // One micro-tour at a time above the list: its form or its departures.
        next.delete('micro');
        next.delete(DEPARTURES_PARAM);
        if (id) next.set(name, id);
        return next;
      },
      { replace: true },
    );
  }
  const setEditId = (id: string | null) => setParam('micro', id);
  const setDeparturesId = (id: string | null) => setParam(DEPARTURES_PARAM, id);

  async function handleDelete(): Promise<boolean> {
    if (!toDelete) return false;
    try {
      await deleteMicroTour.mutateAsync(toDelete.id);
      toast.success(t`Micro-tour deleted successfully`, { description: toDelete.title });
      if (editId === toDelete.id) setEditId(null);
      return true;
    } catch (error) {
      toast.error(t`Failed to delete micro-tour`, { description: errorText(error) });
      return false;
    }
  }

  const counters: { label: string; status: ImageStatus | null; className: string }[] = [
    { label: t`Total Tours`, status: null, className: 'text-stone-900' },
    { label: t`Complete Images`, status: 'complete', className: 'text-green-700' },
    { label: t`Partial Images`, status: 'partial', className: 'text-yellow-700' },
    { label: t`Missing Images`, status: 'missing', className: 'text-red-700' },
  ];
  const search = list.state.search.trim();

  function refresh() {
    void microTours.refetch();
    void counts.refetch();
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-stone-900">
          <Trans>Micro-Tours Admin</Trans>
        </h2>
        <RefreshButton
          isFetching={microTours.isFetching || counts.isFetching}
          onRefresh={refresh}
        />
      </div>

      {editId && (
        <MicroTourEditor
          id={editId}
          onDone={() => setEditId(null)}
          onShowDepartures={() => setDeparturesId(editId)}
        />
      )}
      {departuresId && (
        <MicroTourDeparturesPanel id={departuresId} onDone={() => setDeparturesId(null)} />
      )}

      {/* Each counter is also the list's filter: pressing one shows only those micro-tours. */}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {counters.map((counter) => {
          const value = counts.data?.[counter.status ?? 'total'];
          const isActive = counter.status === imageStatus;
          return (
            <Card
              key={counter.label}
              className={cn('relative p-4', isActive && 'ring-2 ring-emerald-700')}
            >
              <dt className="text-sm text-stone-600">
                <button
                  type="button"
                  aria-pressed={isActive}
                  onClick={() => list.setFilter(STATUS_PARAM, counter.status)}
                  className="text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-emerald-700"
                >
                  {counter.label}
                </button>
              </dt>
              <dd className={cn('mt-1 h-8 text-2xl font-bold tabular-nums', counter.className)}>
                {value === undefined ? (
                  <Skeleton className="h-8 w-12" />
                ) : (
                  formatCount(value, locale)
                )}
              </dd>
            </Card>
          );
        })}
      </dl>

      <div className="grid gap-4 lg:grid-cols-2">
        <SmartImageUpdateCard
          running={smartUpdate.running}
          onRun={(kind) => void smartUpdate.run(kind)}
        >
          <Trans>
            Picks stock photos for micro-tours by a relevance score: missing pictures only, or all.
          </Trans>
        </SmartImageUpdateCard>
        <MicroTourUpdateResults
          answer={smartUpdate.lastAnswer}
          isRunning={smartUpdate.running !== null}
        />
      </div>

      <Card className="space-y-4 p-4 sm:p-6">
        <h3 className="text-lg font-semibold text-stone-900">
          <Trans>Micro-tours</Trans>
        </h3>
        <ListToolbar
          list={list}
          searchLabel={t`Search micro-tours by title, slug, city or country`}
          searchPlaceholder={t`Search by title, slug, city or country`}
          sortOptions={microTourSortOptions}
        />
        {microTours.isPending ? (
          <div role="status">
            <span className="sr-only">
              <Trans>Loading micro-tours...</Trans>
            </span>
            <p aria-hidden="true" className="text-sm text-stone-600">
              <Trans>Loading micro-tours...</Trans>
            </p>
            <ul className="mt-3 divide-y divide-stone-100">
              {[0, 1, 2, 3, 4, 5].map((n) => (
                <li key={n} className="flex items-center gap-3 py-3">
                  <Skeleton className="size-3 rounded-full" />
                  <Skeleton className="h-4 flex-1" />
                  <Skeleton className="h-4 w-40" />
                </li>
              ))}
            </ul>
          </div>
        ) : microTours.isError ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            <Trans>Failed to load micro-tours</Trans>
          </p>
        ) : microTours.data.total === 0 && search === '' && imageStatus === null ? (
          <p className="text-sm text-stone-600">
            <Trans>No micro-tours yet.</Trans>
          </p>
        ) : microTours.data.total === 0 ? (
          <p className="text-sm text-stone-600">
            {search === ''
              ? t`No micro-tours with these images.`
              : t`No micro-tours match “${search}”.`}
          </p>
        ) : (
          <>
            <ListRows isBusy={microTours.isPlaceholderData}>
              <ul className="divide-y divide-stone-100">
                {microTours.data.rows.map((tour) => {
                  const status = tour.image_status;
                  return (
                    <li
                      key={tour.id}
                      className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-3"
                    >
                      <div className="flex min-w-0 flex-1 items-center gap-3">
                        <span
                          role="img"
                          aria-label={t(statusLabel[status])}
                          title={t(statusLabel[status])}
                          className={cn('size-3 shrink-0 rounded-full', statusDot[status])}
                        />
                        <span className="min-w-0">
                          <span className="flex min-w-0 items-center gap-2">
                            <span className="truncate font-medium text-stone-900">
                              {tour.title}
                            </span>
                            {!tour.on_sale && <OffSaleBadge />}
                          </span>
                          <span className="block text-xs text-stone-600">
                            {tour.city}, {tour.country}
                          </span>
                          <TranslationChips
                            className="mt-1"
                            translatableFields={tour.translatable_fields}
                            missing={tour.translation_missing}
                          />
                        </span>
                      </div>
                      <div className="flex items-center justify-between gap-2 pl-6 sm:pl-0">
                        <span className="text-sm text-stone-700 tabular-nums">
                          <ImagesText tour={tour} />
                        </span>
                        <span className="flex">
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={t`Departures of ${tour.title}`}
                            title={t`Departures`}
                            onClick={() => setDeparturesId(tour.id)}
                          >
                            <CalendarClock aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={t`Edit ${tour.title}`}
                            title={t`Edit`}
                            onClick={() => setEditId(tour.id)}
                          >
                            <Pencil aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={t`Delete ${tour.title}`}
                            title={t`Delete`}
                            onClick={() => setToDelete(tour)}
                          >
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </span>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </ListRows>
            <ListPager
              label={t`Micro-tour pages`}
              page={list.state.page}
              pageSize={PAGE_SIZE}
              total={microTours.data.total}
              onPageChange={list.setPage}
            />
          </>
        )}
      </Card>
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={toDelete ? t`Delete ${toDelete.title}?` : t`Delete micro-tour?`}
        description={t`The micro-tour and its page are removed for good. A micro-tour with bookings cannot be deleted.`}
        confirmLabel={t`Delete Micro-Tour`}
        onConfirm={handleDelete}
      />
    </div>
  );
}

/** The editor for the micro-tour named in the address (?micro={id}), above the list. */
function MicroTourEditor({
  id,
  onDone,
  onShowDepartures,
}: {
  id: string;
  onDone: () => void;
  onShowDepartures: () => void;
}) {
  const { t } = useLingui();
  const microTour = useAdminMicroTour(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The list's Edit buttons sit far below: take the admin (and a screen reader) to the form.
  useEffect(() => headingRef.current?.focus(), [id]);
  return (
    <section aria-labelledby="micro-tour-editor" className="space-y-4">
      <h3
        id="micro-tour-editor"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-lg font-semibold text-stone-900 focus:outline-none"
      >
        <Trans>Edit Micro-Tour</Trans>
      </h3>
      {microTour.isPending ? (
        <div role="status" aria-label={t`Loading micro-tour`} className="space-y-4">
          <Skeleton className="h-96 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : microTour.isError || !microTour.data ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            <Trans>Micro-tour not found</Trans>
          </p>
          <Button variant="outline" onClick={onDone}>
            <Trans>Close</Trans>
          </Button>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-stretch gap-3">
            <div className="min-w-0 flex-1">
              <OnSaleSwitch
                listing="micro_tours"
                id={microTour.data.id}
                title={microTour.data.title}
                onSale={microTour.data.on_sale}
              />
            </div>
            <Button variant="outline" className="h-auto" onClick={onShowDepartures}>
              <CalendarClock aria-hidden="true" />
              <Trans>Departures</Trans>
            </Button>
          </div>
          <MicroTourForm key={microTour.data.id} tour={microTour.data} onDone={onDone} />
        </>
      )}
    </section>
  );
}

/** The departures screen of the micro-tour named in the address (?departures={id}). */
function MicroTourDeparturesPanel({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useLingui();
  const microTour = useAdminMicroTour(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [id]);
  const title = microTour.data?.title ?? '';
  return (
    <Card role="region" aria-labelledby="micro-tour-departures" className="space-y-4 p-4 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id="micro-tour-departures"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-lg font-semibold text-stone-900 focus:outline-none"
          >
            {microTour.data ? <Trans>Departures of {title}</Trans> : <Trans>Departures</Trans>}
          </h3>
          <p className="mt-1 text-sm text-stone-600">
            <Trans>
              Every start time of the weekly plan and the extra ones, day by day. Changes are saved
              at once; a start time cannot have fewer seats than it has sold.
            </Trans>
          </p>
        </div>
        <Button variant="ghost" size="icon" aria-label={t`Close departures`} onClick={onDone}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {microTour.isPending ? (
        <div role="status" aria-label={t`Loading micro-tour`} className="space-y-3">
          <Skeleton className="h-28 w-full rounded-lg" />
          <Skeleton className="h-36 w-full rounded-lg" />
        </div>
      ) : microTour.isError || !microTour.data ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          <Trans>Micro-tour not found</Trans>
        </p>
      ) : (
        <>
          {!microTour.data.on_sale && (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              <Trans>This micro-tour is off sale: none of its start times sell.</Trans>
            </p>
          )}
          <MicroTourDepartures microTour={microTour.data} />
        </>
      )}
    </Card>
  );
}
