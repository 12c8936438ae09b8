import '../messages';
import { OffSaleBadge } from './on-sale-switch';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, FolderTree } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toaster';
import { cn } from '../../../lib/cn';
import type { AdminTourSort } from '@app/domain/admin-lists';
import type { Tour } from '@app/domain/catalogue-rows';
import { adminTourQueryOptions, useAdminTour } from '../api/get-admin-tour';
import {
  adminTourListSpec,
  useAdminToursPage,
  type AdminTourSummary,
} from '../api/get-admin-tours';
import { useListUrlState } from '../hooks/use-list-url-state';
import { ListPager, ListRows, ListToolbar, type SortOption } from './list-toolbar';
import { useUpdateTour } from '../api/save-tour';
import { removeTourFiles, uploadCoverOverride, uploadGalleryOverrides } from '../api/tour-storage';
import {
  galleryRoomLeft,
  getGalleryItems,
  toGalleryOverride,
  type GalleryItem,
} from '../lib/gallery-items';
import { droppedOverrideKeys, toursKeyOf } from '../lib/storage-paths';
import type { TourPayload } from '../lib/tour-form';
import { AdminImage } from './admin-image';
import { ImageUploadWidget } from './image-upload-widget';
import { SortableGallery } from './sortable-gallery';
import { TranslationChips } from './translation-chips';
import { errorText } from '../../../lib/error-text';

/** The storage keys of pictures uploaded to the 'tours' bucket. */
const keysOf = (urls: readonly string[]) => urls.flatMap((url) => toursKeyOf(url) ?? []);

type ImageChanges = Partial<
  Pick<TourPayload, 'image_override_url' | 'gallery' | 'gallery_override'>
>;

const PAGE_SIZE = 24;

const tourSortOptions: readonly SortOption<AdminTourSort>[] = [
  { sort: 'title', descending: false, label: msg`Title A–Z` },
  { sort: 'title', descending: true, label: msg`Title Z–A` },
  { sort: 'country', descending: false, label: msg`Country A–Z` },
  { sort: 'updated_at', descending: true, label: msg`Recently updated` },
  { sort: 'created_at', descending: true, label: msg`Newest first` },
];

/** Pick a tour (paged, searched on the server), then replace its cover or gallery. */
export function ImagesManagerTab() {
  const list = useListUrlState(adminTourListSpec);
  const tours = useAdminToursPage(list, PAGE_SIZE);
  const selectedId = list.searchParams.get('tour');
  const [, setSearchParams] = useSearchParams();
  const selected = useAdminTour(selectedId);
  const search = list.state.search.trim();
  const { t } = useLingui();

  function handleSelect(id: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tour', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-stone-900">
        <Trans>Images Manager</Trans>
      </h2>
      <Card className="space-y-4 p-4 sm:p-6">
        <h3 className="text-lg font-semibold text-stone-900">
          <Trans>Tour Selection</Trans>
        </h3>
        <ListToolbar
          list={list}
          searchLabel={t`Search tours by title, slug or country`}
          searchPlaceholder={t`Search by title, slug or country`}
          sortOptions={tourSortOptions}
        />
        {tours.isPending ? (
          <div role="status">
            <p className="text-sm text-stone-600">
              <Trans>Loading tours...</Trans>
            </p>
            <ul
              className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4"
              aria-hidden="true"
            >
              {[0, 1, 2, 3, 4, 5, 6, 7].map((n) => (
                <li key={n}>
                  <Skeleton className="aspect-video w-full rounded-lg" />
                  <Skeleton className="mt-2 h-4 w-3/4" />
                  <Skeleton className="mt-1 h-3 w-1/2" />
                </li>
              ))}
            </ul>
          </div>
        ) : tours.isError ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            <Trans>Error loading tours</Trans>
          </p>
        ) : tours.data.total === 0 && search === '' ? (
          <p className="text-sm text-stone-600">
            <Trans>No tours found. Create a tour first.</Trans>
          </p>
        ) : tours.data.total === 0 ? (
          <p className="text-sm text-stone-600">
            <Trans>No tours match “{search}”.</Trans>
          </p>
        ) : (
          <>
            <ListRows isBusy={tours.isPlaceholderData}>
              <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
                {tours.data.rows.map((tour) => (
                  <li key={tour.id}>
                    <TourChoice
                      tour={tour}
                      isSelected={tour.id === selectedId}
                      onSelect={() => handleSelect(tour.id)}
                    />
                  </li>
                ))}
              </ul>
            </ListRows>
            <ListPager
              label={t`Tour pages`}
              page={list.state.page}
              pageSize={PAGE_SIZE}
              total={tours.data.total}
              onPageChange={list.setPage}
            />
          </>
        )}
      </Card>
      {selectedId !== null &&
        (selected.isPending ? (
          <div role="status" aria-label={t`Loading tour`} className="space-y-4">
            <Skeleton className="h-72 w-full rounded-xl" />
          </div>
        ) : selected.data ? (
          <TourImages key={selected.data.id} tour={selected.data} />
        ) : (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            <Trans>Tour not found</Trans>
          </p>
        ))}
    </div>
  );
}

function TourChoice({
  tour,
  isSelected,
  onSelect,
}: {
  tour: AdminTourSummary;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const count = tour.gallery_override_count;
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={onSelect}
      className={cn(
        'flex w-full flex-col overflow-hidden rounded-lg border bg-white text-left transition-colors hover:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
        isSelected ? 'border-emerald-700 ring-2 ring-emerald-700' : 'border-stone-200',
      )}
    >
      <span className="block aspect-video w-full bg-stone-100">
        <AdminImage src={tour.image_override_url || tour.cover_image} alt="" />
      </span>
      <span className="block p-2">
        <span className="line-clamp-2 text-sm font-medium text-stone-900">{tour.title}</span>
        <span className="block text-xs text-stone-600">{tour.country}</span>
        <span className="mt-1 flex flex-wrap gap-1">
          {!tour.on_sale && <OffSaleBadge />}
          {tour.image_override_url && (
            <Badge className="bg-amber-100 text-amber-900">
              <Trans>Cover Override</Trans>
            </Badge>
          )}
          {tour.gallery_override_count > 0 && (
            <Badge className="bg-sky-100 text-sky-900">
              <Trans>Gallery Override ({count})</Trans>
            </Badge>
          )}
        </span>
        <TranslationChips
          className="mt-1"
          translatableFields={tour.translatable_fields}
          missing={tour.translation_missing}
        />
      </span>
    </button>
  );
}

function TourImages({ tour }: { tour: Tour }) {
  const queryClient = useQueryClient();
  const updateTour = useUpdateTour();
  const items = getGalleryItems(tour);
  const overrides = tour.gallery_override;
  const cover = tour.image_override_url || tour.cover_image;
  const { t } = useLingui();
  const title = tour.title;

  /**
   * Saves the change, showing it at once and putting it back if the server refuses; answers
   * whether it was saved. Override files the tour no longer shows are then deleted: they live in
   * the tour's overrides folder, apart from the originals, which stay.
   */
  async function save(changes: ImageChanges, successMessage: string): Promise<boolean> {
    const key = adminTourQueryOptions(tour.id).queryKey;
    const previous = queryClient.getQueryData(key);
    queryClient.setQueryData(key, (shown) => shown && { ...shown, ...changes });
    try {
      await updateTour.mutateAsync({ id: tour.id, changes });
    } catch (error) {
      queryClient.setQueryData(key, previous);
      toast.error(t`Failed to update tour`, { description: errorText(error) });
      return false;
    }
    toast.success(successMessage);
    const after = { ...tour, ...changes };
    void discardFiles(
      droppedOverrideKeys(
        tour.slug,
        [tour.image_override_url, ...tour.gallery_override],
        [after.cover_image, after.image_override_url, ...after.gallery, ...after.gallery_override],
      ),
    );
    return true;
  }

  /** Files nothing points at cost only space: a failed delete is logged, not shown. */
  async function discardFiles(keys: readonly string[]) {
    await removeTourFiles(keys).catch((error: unknown) => console.error(error));
  }

  async function handleCoverUpload([file]: File[]) {
    if (!file) return;
    const url = await uploadCoverOverride(tour.slug, file);
    const saved = await save({ image_override_url: url }, t`Cover image updated successfully`);
    if (!saved) void discardFiles(keysOf([url]));
  }

  async function handleGalleryUpload(files: File[]) {
    const accepted = files.slice(0, galleryRoomLeft(overrides.length));
    const { urls, failures } = await uploadGalleryOverrides(tour.slug, accepted);
    for (const failure of failures) {
      console.error(failure);
      toast.error(failure);
    }
    if (urls.length > 0) {
      const saved = await save(
        { gallery_override: toGalleryOverride([...overrides, ...urls].map((url) => ({ url }))) },
        plural(urls.length, {
          one: '# gallery image uploaded successfully',
          other: '# gallery images uploaded successfully',
        }),
      );
      if (!saved) void discardFiles(keysOf(urls));
    }
  }

  function handleReorder(reordered: GalleryItem[]) {
    void save({ gallery_override: toGalleryOverride(reordered) }, t`Tour updated successfully`);
  }

  function handleRemove(item: GalleryItem) {
    const rest = items.filter((entry) => entry.id !== item.id);
    if (item.isOverride) {
      void save(
        { gallery_override: toGalleryOverride(rest) },
        rest.length === 0 ? t`Gallery overrides removed` : t`Tour updated successfully`,
      );
    } else {
      void save({ gallery: rest.map((entry) => entry.url) }, t`Tour updated successfully`);
    }
  }

  const isBusy = updateTour.isPending;
  const itemCount = items.length;
  const slug = tour.slug;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-stone-900">{tour.title}</h3>
        <Button
          variant="outline"
          disabled={isBusy || (!tour.image_override_url && overrides.length === 0)}
          onClick={() =>
            void save(
              { image_override_url: null, gallery_override: [] },
              t`Image overrides cleared`,
            )
          }
        >
          <Trans>Clear All Overrides</Trans>
        </Button>
      </div>

      {!cover && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <Trans>
            This tour has no cover image. Upload one below: tour cards show a placeholder until
            then.
          </Trans>
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <h4 className="text-base font-semibold text-stone-900">
            <Trans>Cover image</Trans>
          </h4>
          <div className="relative mt-3 aspect-video w-full overflow-hidden rounded-lg border border-stone-200">
            <AdminImage src={cover} alt={t`Cover of ${title}`} />
            {tour.image_override_url && (
              <Badge className="absolute top-2 left-2 bg-amber-100 text-amber-900">
                <Trans>Cover Override</Trans>
              </Badge>
            )}
          </div>
          <div className="mt-3 space-y-3">
            <ImageUploadWidget
              label={t`Upload cover override`}
              disabledReason={isBusy ? t`Saving...` : null}
              onUpload={handleCoverUpload}
            />
            {tour.image_override_url && (
              <Button
                variant="outline"
                disabled={isBusy}
                onClick={() =>
                  void save({ image_override_url: null }, t`Cover image override removed`)
                }
              >
                <Trans>Remove Override</Trans>
              </Button>
            )}
          </div>
        </Card>

        <Card className="p-4 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-base font-semibold text-stone-900">
              <Trans>Gallery ({itemCount})</Trans>{' '}
              <span className="text-sm font-normal text-stone-600">
                {overrides.length > 0 ? t`override pictures` : t`original pictures`}
              </span>
            </h4>
            {overrides.length > 0 && (
              <Button
                variant="ghost"
                size="sm"
                disabled={isBusy}
                onClick={() => void save({ gallery_override: [] }, t`Gallery overrides removed`)}
              >
                <Trans>Remove gallery overrides</Trans>
              </Button>
            )}
          </div>
          <div className="mt-3">
            {items.length > 0 ? (
              <SortableGallery
                items={items}
                onReorder={handleReorder}
                onRemove={handleRemove}
                disabled={isBusy}
              />
            ) : (
              <p className="text-sm text-stone-600">
                <Trans>No gallery pictures.</Trans>
              </p>
            )}
          </div>
          <div className="mt-3">
            <ImageUploadWidget
              label={t`Upload gallery overrides`}
              multiple
              maxFiles={galleryRoomLeft(overrides.length)}
              disabledReason={
                isBusy
                  ? t`Saving...`
                  : galleryRoomLeft(overrides.length) === 0
                    ? t`The gallery holds at most 10 images.`
                    : null
              }
              onUpload={handleGalleryUpload}
            />
          </div>
        </Card>
      </div>

      <Card className="p-4 sm:p-6">
        <h4 className="flex items-center gap-2 text-base font-semibold text-stone-900">
          <FolderTree aria-hidden="true" className="size-5 text-emerald-700" />{' '}
          <Trans>How files are organised</Trans>
        </h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700">
          <li>
            <Trans>
              Every tour has a folder named after its slug in the <code>tours</code> bucket:{' '}
              <code>tours/{slug}/</code>.
            </Trans>
          </li>
          <li>
            <Trans>
              The original cover is <code>cover.jpg</code> and the original gallery pictures are{' '}
              <code>gallery/1.jpg</code>, <code>gallery/2.jpg</code> and so on, at most 10.
            </Trans>
          </li>
          <li>
            <Trans>
              Overrides uploaded here get files of their own in <code>overrides/</code>, so the
              originals are never replaced. While a gallery override exists, only its pictures are
              shown.
            </Trans>
          </li>
          <li>
            <Trans>Removing an override deletes its file, once the tour no longer shows it.</Trans>
          </li>
          <li>
            <Trans>Clear All Overrides returns the tour to its original cover and gallery.</Trans>
          </li>
        </ul>
      </Card>
    </div>
  );
}
