import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminTour } from '../api/get-admin-tour';
import { OnSaleSwitch } from './on-sale-switch';
import { TourForm } from './tour-form';
import { TourPicker } from './tour-picker';

/** A new tour, or (with ?edit={id}) an existing one in the same form. */
export function CreateTourTab() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  const tour = useAdminTour(editId);

  function handleEditChange(id: string) {
    const next = new URLSearchParams(searchParams);
    if (id) next.set('edit', id);
    else next.delete('edit');
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold text-stone-900">
            {editId ? <Trans>Edit Tour</Trans> : <Trans>Create Tour</Trans>}
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            <Trans>Fields marked required must be filled in; blank list rows are left out.</Trans>
          </p>
        </div>
        <div className="flex w-full items-end gap-2 sm:w-80">
          <TourPicker
            className="min-w-0 flex-1"
            selectedTitle={editId ? (tour.data?.title ?? null) : null}
            onSelect={handleEditChange}
          />
          {editId && (
            <Button variant="outline" onClick={() => handleEditChange('')}>
              <Trans>New tour</Trans>
            </Button>
          )}
        </div>
      </div>
      {editId === null ? (
        <TourForm key="new" tour={null} />
      ) : tour.isPending ? (
        <div className="space-y-6" role="status" aria-label={t`Loading tour`}>
          <Skeleton className="h-72 w-full rounded-xl" />
          <Skeleton className="h-96 w-full rounded-xl" />
        </div>
      ) : tour.isError || !tour.data ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-800">
          <Trans>Tour not found</Trans>
        </p>
      ) : (
        <>
          <OnSaleSwitch
            listing="tours"
            id={tour.data.id}
            title={tour.data.title}
            onSale={tour.data.on_sale}
          />
          <TourForm key={tour.data.id} tour={tour.data} onCancelEdit={() => handleEditChange('')} />
        </>
      )}
    </div>
  );
}
