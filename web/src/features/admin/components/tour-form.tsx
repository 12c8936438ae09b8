import type { Tour } from '@app/domain';
import { slugify } from '@app/domain/slugify';
import {
  adminDifficultyLabels,
  categoryLabels,
  GALLERY_MAX_IMAGES,
  tourCategories,
  tourDifficulties,
  tourTransports,
} from '@app/domain/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../components/ui/toaster';
import { useDeleteCatalogueRow } from '../api/delete-catalogue-row';
import { refreshAfterDepartureChange, setNewTourCapacities } from '../api/save-departure';
import { useCreateTour, useUpdateTour } from '../api/save-tour';
import { uploadCoverImage, uploadGalleryImages } from '../api/tour-storage';
import { galleryRoomLeft, getGalleryItems } from '../lib/gallery-items';
import { nextGalleryNumbers } from '../lib/storage-paths';
import {
  emptyTourForm,
  toTourPayload,
  tourFormSchema,
  tourToForm,
  type TourFormInput,
  type TourFormValues,
} from '../lib/tour-form';
import { AdminImage } from './admin-image';
import { draftCapacities } from '../lib/departure-form';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { DepartureDraftsField } from './departure-drafts-field';
import { DeparturesManager } from './departures-manager';
import { FormSection } from './form-section';
import { ImageUploadWidget } from './image-upload-widget';
import { ItineraryField, TextListField } from './list-fields';
import { LockImagesField } from './lock-images-field';
import { SortableGallery } from './sortable-gallery';
import { TourFileManager } from './tour-file-manager';
import { errorText } from '../../../lib/error-text';
import { tourFileKeys } from '../../../lib/tour-file-keys';

const categoryOptions = [
  { value: '', label: 'Select a category' },
  ...tourCategories.map((value) => ({ value, label: categoryLabels[value] })),
];
const difficultyOptions = [
  { value: '', label: 'Select a difficulty' },
  // The admin's words (Easy, Medium, Hard) label the one stored scale.
  ...tourDifficulties.map((value) => ({ value, label: adminDifficultyLabels[value] })),
];
const transportOptions = [
  { value: '', label: 'Not specified' },
  ...tourTransports.map((value) => ({
    value,
    label: value === 'walk' ? 'Walking' : value.charAt(0).toUpperCase() + value.slice(1),
  })),
];

/** Creating a tour, or editing `tour`: the same cards, the same rules. */
export function TourForm({ tour, onCancelEdit }: { tour: Tour | null; onCancelEdit?: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    trigger,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<TourFormInput, unknown, TourFormValues>({
    resolver: zodResolver(tourFormSchema),
    defaultValues: tour ? tourToForm(tour) : emptyTourForm(),
  });
  const queryClient = useQueryClient();
  const createTour = useCreateTour();
  const updateTour = useUpdateTour();

  const title = useWatch({ control, name: 'title' });
  const coverImage = useWatch({ control, name: 'cover_image' });
  const overrideUrl = useWatch({ control, name: 'image_override_url' });
  const gallery = useWatch({ control, name: 'gallery' });
  const galleryOverride = useWatch({ control, name: 'gallery_override' });
  const groupSize = useWatch({ control, name: 'group_size' });
  // An existing tour keeps its address (and its folder); a new one takes it from the title.
  const slug = tour ? tour.slug : slugify(title);
  const hasTitle = title.trim() !== '';
  const hasCover = coverImage.trim() !== '' || overrideUrl.trim() !== '';
  const fieldOptions = { shouldDirty: true, shouldValidate: isSubmitted };
  function setField(name: 'cover_image' | 'image_override_url', value: string): void;
  function setField(name: 'gallery' | 'gallery_override', value: string[]): void;
  function setField(
    name: 'cover_image' | 'image_override_url' | 'gallery' | 'gallery_override',
    value: string | string[],
  ) {
    // The overloads pair each name with its kind of value.
    if (typeof value === 'string' && (name === 'cover_image' || name === 'image_override_url')) {
      setValue(name, value, fieldOptions);
      // The cover rule's message sits on the override field: check it again with the new cover.
      if (isSubmitted) void trigger('image_override_url');
    } else if (Array.isArray(value) && (name === 'gallery' || name === 'gallery_override')) {
      setValue(name, value, fieldOptions);
    }
  }
  /** The file manager lists the folder again after an upload. */
  const refreshStoredFiles = () => queryClient.invalidateQueries({ queryKey: tourFileKeys.all });

  async function handleSave(values: TourFormValues) {
    const payload = toTourPayload(values);
    try {
      if (tour) {
        // The departures, saved one by one, keep the available dates: the form leaves them be.
        const { slug: _unchanged, available_dates: _departures, ...changes } = payload;
        const saved = await updateTour.mutateAsync({ id: tour.id, changes });
        toast.success('Tour updated successfully');
        reset(tourToForm(saved));
      } else {
        const created = await createTour.mutateAsync(payload);
        toast.success('Tour created successfully', { description: `/tours/${payload.slug}` });
        reset(emptyTourForm());
        await saveDraftCapacities(created.id, values);
      }
    } catch (error) {
      toast.error(tour ? 'Failed to update tour' : 'Failed to create tour', {
        description: errorText(error),
      });
    }
  }

  /** The new tour's departures exist (made from its dates) with the group size: set the others. */
  async function saveDraftCapacities(tourId: string, values: TourFormValues) {
    const capacities = draftCapacities(values.departures, values.group_size);
    if (capacities.length === 0) return;
    try {
      await setNewTourCapacities(tourId, capacities);
    } catch (error) {
      toast.error('Failed to set the capacities of the new departures', {
        description: `${errorText(error)} Edit the tour to set them.`,
      });
    } finally {
      await refreshAfterDepartureChange(queryClient);
    }
  }

  async function handleCoverUpload([file]: File[]) {
    if (!file) return;
    const url = await uploadCoverImage(slug, file);
    setField('cover_image', url);
    toast.success('Cover image uploaded successfully');
    void refreshStoredFiles();
  }

  async function handleGalleryUpload(files: File[]) {
    const current = getValues('gallery');
    const room = galleryRoomLeft(current.length);
    const accepted = files.slice(0, room);
    const numbers = nextGalleryNumbers(
      [...current, ...getValues('gallery_override')],
      accepted.length,
    );
    const { urls, failures } = await uploadGalleryImages(slug, accepted, numbers);
    for (const failure of failures) {
      console.error(failure);
      toast.error(failure);
    }
    if (urls.length > 0) {
      setField('gallery', [...getValues('gallery'), ...urls].slice(0, GALLERY_MAX_IMAGES));
      toast.success(`${urls.length} gallery images uploaded successfully`);
    }
    void refreshStoredFiles();
  }

  const deleteTour = useDeleteCatalogueRow('tours');
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  async function handleDelete(): Promise<boolean> {
    if (!tour) return false;
    try {
      await deleteTour.mutateAsync(tour.id);
      toast.success('Tour deleted successfully', { description: tour.title });
      onCancelEdit?.();
      return true;
    } catch (error) {
      toast.error('Failed to delete tour', { description: errorText(error) });
      return false;
    }
  }

  const uploadBlocker = slug === '' ? 'Tour slug is required: enter a title first.' : null;
  const galleryRoom = galleryRoomLeft(gallery.length);
  const isEditing = tour !== null;

  return (
    <form noValidate onSubmit={handleSubmit(handleSave)} className="space-y-6">
      <FormSection title="Basic Information">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <div className="sm:col-span-2 lg:col-span-3">
            <TextField
              label="Title"
              required
              error={errors.title?.message}
              hint={slug ? `Address: /tours/${slug}` : undefined}
              {...register('title')}
            />
          </div>
          <SelectField
            id="tour-category"
            label="Category"
            required
            options={categoryOptions}
            error={errors.category?.message}
            {...register('category')}
          />
          <TextField
            label="Country"
            required
            autoComplete="off"
            error={errors.country?.message}
            {...register('country')}
          />
          <TextField
            label="Price (EUR)"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            required
            error={errors.price_eur?.message}
            {...register('price_eur')}
          />
          <TextField
            label="Duration (days)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            error={errors.duration_days?.message}
            {...register('duration_days')}
          />
          <TextField
            label="Group size"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            error={errors.group_size?.message}
            {...register('group_size')}
          />
          <SelectField
            id="tour-difficulty"
            label="Difficulty"
            required
            options={difficultyOptions}
            error={errors.difficulty?.message}
            {...register('difficulty')}
          />
          <SelectField
            id="tour-transport"
            label="Transport"
            options={transportOptions}
            {...register('transport')}
          />
        </div>
      </FormSection>

      <FormSection
        title="Images"
        description={
          hasCover ? undefined : 'A cover image is required: upload one or give an override URL.'
        }
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-3">
            <h4 className="text-sm font-semibold text-stone-900">Cover image</h4>
            <div className="aspect-video w-full max-w-md overflow-hidden rounded-lg border border-stone-200">
              <AdminImage src={overrideUrl.trim() || coverImage} alt="Cover image" />
            </div>
            {coverImage && (
              <Button variant="ghost" size="sm" onClick={() => setField('cover_image', '')}>
                Remove uploaded cover
              </Button>
            )}
            <ImageUploadWidget
              label={coverImage ? 'Replace cover image' : 'Upload cover image'}
              disabledReason={uploadBlocker}
              onUpload={handleCoverUpload}
            />
            <TextField
              label="Cover override URL"
              type="url"
              placeholder="https://..."
              hint="Shown instead of the uploaded cover when set."
              error={errors.image_override_url?.message}
              {...register('image_override_url')}
            />
          </div>
          <div className="space-y-3">
            <h4 className="text-sm font-semibold text-stone-900">
              Gallery ({gallery.length} of {GALLERY_MAX_IMAGES})
            </h4>
            {gallery.length > 0 ? (
              <SortableGallery
                items={getGalleryItems({ gallery, gallery_override: [] })}
                onReorder={(items) =>
                  setField(
                    'gallery',
                    items.map((item) => item.url),
                  )
                }
                onRemove={(item) =>
                  setField(
                    'gallery',
                    gallery.filter((url) => url !== item.url),
                  )
                }
              />
            ) : (
              <p className="text-sm text-stone-600">No gallery pictures yet.</p>
            )}
            <ImageUploadWidget
              label="Upload gallery images"
              multiple
              maxFiles={galleryRoom}
              disabledReason={
                uploadBlocker ??
                (galleryRoom === 0
                  ? `The gallery holds at most ${GALLERY_MAX_IMAGES} images.`
                  : null)
              }
              onUpload={handleGalleryUpload}
            />
          </div>
        </div>
      </FormSection>

      <FormSection title="Tour File Manager (Storage Override)">
        {hasTitle && slug ? (
          <TourFileManager
            slug={slug}
            overrideUrl={overrideUrl}
            galleryOverride={galleryOverride}
            onOverrideUrlChange={(url) => setField('image_override_url', url)}
            onGalleryOverrideChange={(urls) => setField('gallery_override', urls)}
            onFileDeleted={(url) => {
              const values = getValues();
              if (values.cover_image === url) setField('cover_image', '');
              if (values.image_override_url === url) setField('image_override_url', '');
              setField(
                'gallery',
                values.gallery.filter((entry) => entry !== url),
              );
              setField(
                'gallery_override',
                values.gallery_override.filter((entry) => entry !== url),
              );
            }}
          />
        ) : (
          <p className="text-sm text-stone-600">
            Please enter a tour title first to enable file management
          </p>
        )}
      </FormSection>

      <FormSection title="Descriptions">
        <div className="space-y-4">
          <TextareaField
            label="Short description"
            className="min-h-20"
            error={errors.short_description?.message}
            {...register('short_description')}
          />
          <TextareaField
            label="Full description"
            className="min-h-40"
            error={errors.full_description?.message}
            {...register('full_description')}
          />
        </div>
      </FormSection>

      <FormSection title="Tour Details">
        <div className="grid gap-6 lg:grid-cols-2">
          <TextListField
            control={control}
            register={register}
            name="highlights"
            legend="Highlights"
            itemLabel="highlight"
          />
          <div className="lg:col-span-2">
            <ItineraryField control={control} register={register} />
          </div>
          <TextListField
            control={control}
            register={register}
            name="included"
            legend="Included"
            itemLabel="included item"
          />
          <TextListField
            control={control}
            register={register}
            name="not_included"
            legend="Not included"
            itemLabel="excluded item"
          />
          <TextListField
            control={control}
            register={register}
            name="start_locations"
            legend="Start locations"
            itemLabel="start location"
          />
          <div className="space-y-4">
            <TextField
              label="Meeting point"
              error={errors.meeting_point?.message}
              {...register('meeting_point')}
            />
            <TextField
              label="End location"
              error={errors.end_location?.message}
              {...register('end_location')}
            />
          </div>
          <div className="lg:col-span-2">
            <TextareaField
              label="Cancellation notes"
              placeholder="What this tour adds to the refund tiers every tour has, e.g. free date changes"
              error={errors.cancellation_policy?.message}
              {...register('cancellation_policy')}
            />
          </div>
          <LockImagesField what="tour" className="lg:col-span-2" {...register('image_locked')} />
        </div>
      </FormSection>

      <FormSection
        title="Departures"
        description={
          tour
            ? 'Dates with their seats. Changes here are saved at once; a departure cannot have fewer seats than it has sold.'
            : 'Dates with their seats, saved with the tour. Without departures, travellers pick any future date.'
        }
      >
        {tour ? (
          <DeparturesManager tour={tour} />
        ) : (
          <DepartureDraftsField
            control={control}
            register={register}
            errors={errors.departures}
            groupSize={groupSize}
          />
        )}
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {isEditing && (
          <Button
            variant="destructive"
            className="sm:mr-auto"
            onClick={() => setIsConfirmingDelete(true)}
            disabled={isSubmitting}
          >
            Delete Tour
          </Button>
        )}
        {isEditing && onCancelEdit && (
          <Button variant="outline" onClick={onCancelEdit} disabled={isSubmitting}>
            Cancel editing
          </Button>
        )}
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isEditing
            ? isSubmitting
              ? 'Updating Tour...'
              : 'Update Tour'
            : isSubmitting
              ? 'Creating Tour...'
              : 'Create Tour'}
        </Button>
      </div>
      {tour && (
        <ConfirmDeleteDialog
          open={isConfirmingDelete}
          onOpenChange={setIsConfirmingDelete}
          title={`Delete ${tour.title}?`}
          description="The tour and its page are removed for good. A tour with bookings cannot be deleted."
          confirmLabel="Delete Tour"
          onConfirm={handleDelete}
        />
      )}
    </form>
  );
}
