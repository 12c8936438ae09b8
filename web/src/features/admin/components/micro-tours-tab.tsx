import { Pencil, Trash2 } from 'lucide-react';
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
import { describeImages, type ImageStatus } from '../lib/micro-tour-image-status';
import { microTourImageStatusSchema, type AdminMicroTourSort } from '@app/domain/admin-lists';
import { useListUrlState } from '../hooks/use-list-url-state';
import { formatCount } from '../lib/list-state';
import { ListPager, ListRows, ListToolbar, type SortOption } from './list-toolbar';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { MicroTourForm } from './micro-tour-form';
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
const statusLabel: Record<ImageStatus, string> = {
  complete: 'Complete images',
  partial: 'Partial images',
  missing: 'Missing images',
};

const PAGE_SIZE = 25;
const STATUS_PARAM = 'status';

const microTourSortOptions: readonly SortOption<AdminMicroTourSort>[] = [
  { sort: 'title', descending: false, label: 'Title A–Z' },
  { sort: 'city', descending: false, label: 'City A–Z' },
  { sort: 'country', descending: false, label: 'Country A–Z' },
  { sort: 'created_at', descending: true, label: 'Newest first' },
];

export function MicroToursTab() {
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

  function setEditId(id: string | null) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('micro', id);
        else next.delete('micro');
        return next;
      },
      { replace: true },
    );
  }

  async function handleDelete(): Promise<boolean> {
    if (!toDelete) return false;
    try {
      await deleteMicroTour.mutateAsync(toDelete.id);
      toast.success('Micro-tour deleted successfully', { description: toDelete.title });
      if (editId === toDelete.id) setEditId(null);
      return true;
    } catch (error) {
      toast.error('Failed to delete micro-tour', { description: errorText(error) });
      return false;
    }
  }

  const counters: { label: string; status: ImageStatus | null; className: string }[] = [
    { label: 'Total Tours', status: null, className: 'text-stone-900' },
    { label: 'Complete Images', status: 'complete', className: 'text-green-700' },
    { label: 'Partial Images', status: 'partial', className: 'text-yellow-700' },
    { label: 'Missing Images', status: 'missing', className: 'text-red-700' },
  ];
  const search = list.state.search.trim();

  function refresh() {
    void microTours.refetch();
    void counts.refetch();
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-stone-900">Micro-Tours Admin</h2>
        <RefreshButton
          isFetching={microTours.isFetching || counts.isFetching}
          onRefresh={refresh}
        />
      </div>

      {editId && <MicroTourEditor id={editId} onDone={() => setEditId(null)} />}

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
                {value === undefined ? <Skeleton className="h-8 w-12" /> : formatCount(value)}
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
          Picks stock photos for micro-tours by a relevance score: missing pictures only, or all.
        </SmartImageUpdateCard>
        <MicroTourUpdateResults
          answer={smartUpdate.lastAnswer}
          isRunning={smartUpdate.running !== null}
        />
      </div>

      <Card className="space-y-4 p-4 sm:p-6">
        <h3 className="text-lg font-semibold text-stone-900">Micro-tours</h3>
        <ListToolbar
          list={list}
          searchLabel="Search micro-tours by title, slug, city or country"
          searchPlaceholder="Search by title, slug, city or country"
          sortOptions={microTourSortOptions}
        />
        {microTours.isPending ? (
          <div role="status">
            <span className="sr-only">Loading micro-tours...</span>
            <p aria-hidden="true" className="text-sm text-stone-600">
              Loading micro-tours...
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
            Failed to load micro-tours
          </p>
        ) : microTours.data.total === 0 && search === '' && imageStatus === null ? (
          <p className="text-sm text-stone-600">No micro-tours yet.</p>
        ) : microTours.data.total === 0 ? (
          <p className="text-sm text-stone-600">
            {search === ''
              ? 'No micro-tours with these images.'
              : `No micro-tours match “${search}”.`}
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
                          aria-label={statusLabel[status]}
                          title={statusLabel[status]}
                          className={cn('size-3 shrink-0 rounded-full', statusDot[status])}
                        />
                        <span className="min-w-0">
                          <span className="block truncate font-medium text-stone-900">
                            {tour.title}
                          </span>
                          <span className="block text-xs text-stone-600">
                            {tour.city}, {tour.country}
                          </span>
                        </span>
                      </div>
                      <div className="flex items-center justify-between gap-2 pl-6 sm:pl-0">
                        <span className="text-sm text-stone-700 tabular-nums">
                          {describeImages(tour)}
                        </span>
                        <span className="flex">
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Edit ${tour.title}`}
                            title="Edit"
                            onClick={() => setEditId(tour.id)}
                          >
                            <Pencil aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Delete ${tour.title}`}
                            title="Delete"
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
              label="Micro-tour pages"
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
        title={`Delete ${toDelete?.title ?? 'micro-tour'}?`}
        description="The micro-tour and its page are removed for good. A micro-tour with bookings cannot be deleted."
        confirmLabel="Delete Micro-Tour"
        onConfirm={handleDelete}
      />
    </div>
  );
}

/** The editor for the micro-tour named in the address (?micro={id}), above the list. */
function MicroTourEditor({ id, onDone }: { id: string; onDone: () => void }) {
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
        Edit Micro-Tour
      </h3>
      {microTour.isPending ? (
        <div role="status" aria-label="Loading micro-tour" className="space-y-4">
          <Skeleton className="h-96 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : microTour.isError || !microTour.data ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            Micro-tour not found
          </p>
          <Button variant="outline" onClick={onDone}>
            Close
          </Button>
        </div>
      ) : (
        <MicroTourForm key={microTour.data.id} tour={microTour.data} onDone={onDone} />
      )}
    </section>
  );
}
