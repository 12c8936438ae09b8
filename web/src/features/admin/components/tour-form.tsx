import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Tour } from '@app/domain';
import { slugify } from '@app/domain/slugify';
import {
  GALLERY_MAX_IMAGES,
  tourCategories,
  tourDifficulties,
  tourTransports,
  type TourCategory,
  type TourDifficulty,
  type TourTransport,
} from '@app/domain/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useState } from 'react';
import { LOCALE_NAMES } from '@app/domain/locales';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../components/ui/toaster';
import { useDeleteCatalogueRow } from '../api/delete-catalogue-row';
import { refreshAfterDepartureChange, setNewTourCapacities } from '../api/save-departure';
import { useSaveStartPlace } from '../api/save-start-place';
import { useCreateTour, useUpdateTour } from '../api/save-tour';
import { uploadCoverImage, uploadGalleryImages } from '../api/tour-storage';
import { galleryRoomLeft, getGalleryItems } from '../lib/gallery-items';
import { nextGalleryNumbers } from '../lib/storage-paths';
import {
  emptyTourForm,
  toTourPayload,
  tourFormMissing,
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
import { GuideAssignmentField } from './guide-assignment-field';
import { ImageUploadWidget } from './image-upload-widget';
import { ItineraryField, TextListField } from './list-fields';
import { TranslatedForm } from './translated-form';
import {
  EmptyInEnglish,
  TranslatedRow,
  type CustomRowProps,
  type TranslationFormSpec,
} from './translation-fields';
import { cleanItinerary } from '../lib/form-values';
import { placesChange } from '../lib/start-place-form';
import { MeetingPointField } from './meeting-point-field';
import { RouteField } from './route-field';
import { StartPlaceField } from './start-place-field';
import { LockImagesField } from './lock-images-field';
import { SortableGallery } from './sortable-gallery';
import { TourFileManager } from './tour-file-manager';
import { errorText } from '../../../lib/error-text';
import { tourFileKeys } from '../../../lib/tour-file-keys';

const categoryLabels: Record<TourCategory, MessageDescriptor> = {
  eco: msg`Eco-Friendly`,
  gastro: msg`Gastronomy`,
  'no-flight-europe': msg`No-Flight Europe`,
};
// The admin's words (Easy, Medium, Hard) label the one stored scale.
const difficultyLabels: Record<TourDifficulty, MessageDescriptor> = {
  easy: msg`Easy`,
  moderate: msg`Medium`,
  challenging: msg`Hard`,
};
const transportLabels: Record<TourTransport, MessageDescriptor> = {
  train: msg`Train`,
  bus: msg`Bus`,
  bike: msg`Bike`,
  walk: msg`Walking`,
};

/** A language's itinerary beside the English days. */
function TranslatedItinerary({
  locale,
  name,
  label,
  control,
  register,
  error,
}: CustomRowProps<TourFormInput, TourFormValues>) {
  const englishDays = cleanItinerary(useWatch({ control, name: 'itinerary' }));
  const language = LOCALE_NAMES[locale];
  const { t } = useLingui();
  return (
    <TranslatedRow
      name={name}
      label={label}
      english={
        englishDays.length === 0 ? (
          <EmptyInEnglish />
        ) : (
          <ol className="space-y-2 whitespace-normal">
            {englishDays.map(({ day, title, description }) => (
              <li key={day}>
                <span className="font-semibold">
                  <Trans>Day {day}</Trans>
                  {title ? `: ${title}` : ''}
                </span>
                {description && <span className="block whitespace-pre-line">{description}</span>}
              </li>
            ))}
          </ol>
        )
      }
    >
      <ItineraryField
        control={control}
        register={register}
        name={`translations.${locale}.itinerary`}
        lang={locale}
        legend={`${label} · ${language}`}
        hint={t`Left empty, the English list is shown.`}
        error={error}
      />
    </TranslatedRow>
  );
}

/** A tour's fields in another language, beside the English ones. */
const translationSpec: TranslationFormSpec<
  TourFormInput,
  TourFormValues,
  | 'title'
  | 'short_description'
  | 'full_description'
  | 'country'
  | 'meeting_point'
  | 'end_location'
  | 'cancellation_policy',
  'highlights' | 'included' | 'not_included'
> = {
  rows: [
    { text: 'title', label: msg`Title` },
    { text: 'country', label: msg`Country` },
    { text: 'short_description', label: msg`Short description`, box: 'min-h-20' },
    { text: 'full_description', label: msg`Full description`, box: 'min-h-40' },
    { list: 'highlights', label: msg`Highlights`, item: 'highlight' },
    { custom: 'itinerary', label: msg`Itinerary` },
    { list: 'included', label: msg`Included`, item: 'included' },
    { list: 'not_included', label: msg`Not included`, item: 'excluded' },
    { text: 'meeting_point', label: msg`Meeting point` },
    { text: 'end_location', label: msg`End location` },
    { text: 'cancellation_policy', label: msg`Cancellation notes`, box: 'min-h-20' },
  ],
  missing: tourFormMissing,
  textPath: (locale, field) => `translations.${locale}.${field}`,
  listPath: (locale, field) => `translations.${locale}.${field}`,
  errors: (errors, locale) => errors.translations?.[locale],
  custom: { itinerary: TranslatedItinerary },
};

/** Creating a tour, or editing `tour`: the same cards, the same rules. */
export function TourForm({ tour, onCancelEdit }: { tour: Tour | null; onCancelEdit?: () => void }) {
  const form = useForm<TourFormInput, unknown, TourFormValues>({
    resolver: zodResolver(tourFormSchema),
    defaultValues: tour ? tourToForm(tour) : emptyTourForm(),
  });
  const {
    register,
    control,
    reset,
    setValue,
    getValues,
    trigger,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const { t } = useLingui();
  const categoryOptions = [
    { value: '', label: t`Select a category` },
    ...tourCategories.map((value) => ({ value, label: t(categoryLabels[value]) })),
  ];
  const difficultyOptions = [
    { value: '', label: t`Select a difficulty` },
    ...tourDifficulties.map((value) => ({ value, label: t(difficultyLabels[value]) })),
  ];
  const transportOptions = [
    { value: '', label: t`Not specified` },
    ...tourTransports.map((value) => ({ value, label: t(transportLabels[value]) })),
  ];
  const queryClient = useQueryClient();
  const createTour = useCreateTour();
  const updateTour = useUpdateTour();
  const saveStartPlace = useSaveStartPlace();

  const title = useWatch({ control, name: 'title' });
  const coverImage = useWatch({ control, name: 'cover_image' });
  const overrideUrl = useWatch({ control, name: 'image_override_url' });
  const gallery = useWatch({ control, name: 'gallery' });
  const galleryOverride = useWatch({ control, name: 'gallery_override' });
  const groupSize = useWatch({ control, name: 'group_size' });
  const startPlace = useWatch({ control, name: 'start_place' });
  const meetingAt = useWatch({ control, name: 'meeting_at' });
  const route = useWatch({ control, name: 'route' });
  const endPlace = useWatch({ control, name: 'end_place' });
  const durationDays = Number(useWatch({ control, name: 'duration_days' }));
  const routeDays = Number.isInteger(durationDays) && durationDays > 0 ? durationDays : 1;
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
    if (tour) {
      // The departures, saved one by one, keep the available dates: the form leaves them be.
      const { slug: _unchanged, available_dates: _departures, ...changes } = payload;
      // Places go by their gazetteer ids to the server, which writes them (decisions 030, 047).
      // Each save checks the route against the tour's length as stored: a shorter tour takes its
      // shorter route first, a longer one its length first (migration 0075).
      const placesBody = placesChange('tours', tour.id, tour, values);
      const isShorter = payload.duration_days < tour.duration_days;
      const early = placesBody && isShorter ? await saveStartPlace.mutateAsync(placesBody) : {};
      const saved = await updateTour.mutateAsync({ id: tour.id, changes });
      const start = placesBody && !isShorter ? await saveStartPlace.mutateAsync(placesBody) : early;
      toast.success(t`Tour updated successfully`);
      reset(tourToForm({ ...saved, ...start }));
    } else {
      const created = await createTour.mutateAsync(payload);
      toast.success(t`Tour created successfully`, { description: `/tours/${payload.slug}` });
      reset(emptyTourForm());
      await saveNewStartPlace(created.id, values);
      await saveDraftCapacities(created.id, values);
    }
  }

  /** The new tour exists: give it its places, or say how to set them when that fails. */
  async function saveNewStartPlace(tourId: string, values: TourFormValues) {
    const placesBody = placesChange('tours', tourId, null, values);
    if (!placesBody) return;
    try {
      await saveStartPlace.mutateAsync(placesBody);
    } catch (error) {
      const reason = errorText(error);
      toast.error(t`Failed to save the start place`, {
        description: t`${reason} Edit the tour to set it.`,
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
      const reason = errorText(error);
      toast.error(t`Failed to set the capacities of the new departures`, {
        description: t`${reason} Edit the tour to set them.`,
      });
    } finally {
      await refreshAfterDepartureChange(queryClient);
    }
  }

  async function handleCoverUpload([file]: File[]) {
    if (!file) return;
    const url = await uploadCoverImage(slug, file);
    setField('cover_image', url);
    toast.success(t`Cover image uploaded successfully`);
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
      toast.success(
        plural(urls.length, {
          one: '# gallery image uploaded successfully',
          other: '# gallery images uploaded successfully',
        }),
      );
    }
    void refreshStoredFiles();
  }

  const deleteTour = useDeleteCatalogueRow('tours');
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  async function handleDelete(): Promise<boolean> {
    if (!tour) return false;
    try {
      await deleteTour.mutateAsync(tour.id);
      toast.success(t`Tour deleted successfully`, { description: tour.title });
      onCancelEdit?.();
      return true;
    } catch (error) {
      toast.error(t`Failed to delete tour`, { description: errorText(error) });
      return false;
    }
  }

  const uploadBlocker = slug === '' ? t`Tour slug is required: enter a title first.` : null;
  const galleryRoom = galleryRoomLeft(gallery.length);
  const galleryCount = gallery.length;
  const isEditing = tour !== null;
  const tourTitle = tour?.title;

  return (
    <TranslatedForm
      form={form}
      spec={translationSpec}
      onSave={handleSave}
      failureTitle={tour ? t`Failed to update tour` : t`Failed to create tour`}
      actions={
        <>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {isEditing && (
              <Button
                variant="destructive"
                className="sm:mr-auto"
                onClick={() => setIsConfirmingDelete(true)}
                disabled={isSubmitting}
              >
                <Trans>Delete Tour</Trans>
              </Button>
            )}
            {isEditing && onCancelEdit && (
              <Button variant="outline" onClick={onCancelEdit} disabled={isSubmitting}>
                <Trans>Cancel editing</Trans>
              </Button>
            )}
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isEditing ? (
                isSubmitting ? (
                  <Trans>Updating Tour...</Trans>
                ) : (
                  <Trans>Update Tour</Trans>
                )
              ) : isSubmitting ? (
                <Trans>Creating Tour...</Trans>
              ) : (
                <Trans>Create Tour</Trans>
              )}
            </Button>
          </div>
          {tour && (
            <ConfirmDeleteDialog
              open={isConfirmingDelete}
              onOpenChange={setIsConfirmingDelete}
              title={t`Delete ${tourTitle}?`}
              description={t`The tour and its page are removed for good. A tour with bookings cannot be deleted.`}
              confirmLabel={t`Delete Tour`}
              onConfirm={handleDelete}
            />
          )}
        </>
      }
    >
      <FormSection title={t`Basic Information`}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <div className="sm:col-span-2 lg:col-span-3">
            <TextField
              label={t`Title`}
              required
              error={errors.title?.message}
              hint={slug ? t`Address: /tours/${slug}` : undefined}
              {...register('title')}
            />
          </div>
          <SelectField
            id="tour-category"
            label={t`Category`}
            required
            options={categoryOptions}
            error={errors.category?.message}
            {...register('category')}
          />
          <TextField
            label={t`Country`}
            required
            autoComplete="off"
            error={errors.country?.message}
            {...register('country')}
          />
          <TextField
            label={t`Price (EUR)`}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            required
            error={errors.price_eur?.message}
            {...register('price_eur')}
          />
          <TextField
            label={t`Duration (days)`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            error={errors.duration_days?.message}
            {...register('duration_days')}
          />
          <TextField
            label={t`Group size`}
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
            label={t`Difficulty`}
            required
            options={difficultyOptions}
            error={errors.difficulty?.message}
            {...register('difficulty')}
          />
          <SelectField
            id="tour-transport"
            label={t`Transport`}
            options={transportOptions}
            {...register('transport')}
          />
        </div>
      </FormSection>

      <FormSection
        title={t`CO₂ saving`}
        description={t`Where the tour starts and how travellers get there: the saving against flying is counted from it.`}
      >
        <StartPlaceField
          value={startPlace}
          onChange={(place) => setValue('start_place', place, { shouldDirty: true })}
          transport={register('footprint_transport')}
        />
      </FormSection>

      <FormSection
        title={t`Places on the map`}
        description={t`Where travellers meet and the places of the tour's days, shown on its page and its ticket.`}
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <MeetingPointField
            value={meetingAt}
            onChange={(point) => setValue('meeting_at', point, { shouldDirty: true })}
          />
          <RouteField
            route={route}
            endPlace={endPlace}
            days={routeDays}
            error={errors.route?.message}
            onRouteChange={(places) =>
              setValue('route', places, { shouldDirty: true, shouldValidate: isSubmitted })
            }
            onEndChange={(place) => setValue('end_place', place, { shouldDirty: true })}
          />
        </div>
      </FormSection>

      <FormSection
        title={t`Images`}
        description={
          hasCover ? undefined : t`A cover image is required: upload one or give an override URL.`
        }
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-3">
            <h4 className="text-sm font-semibold text-stone-900">
              <Trans>Cover image</Trans>
            </h4>
            <div className="aspect-video w-full max-w-md overflow-hidden rounded-lg border border-stone-200">
              <AdminImage src={overrideUrl.trim() || coverImage} alt={t`Cover image`} />
            </div>
            {coverImage && (
              <Button variant="ghost" size="sm" onClick={() => setField('cover_image', '')}>
                <Trans>Remove uploaded cover</Trans>
              </Button>
            )}
            <ImageUploadWidget
              label={coverImage ? t`Replace cover image` : t`Upload cover image`}
              disabledReason={uploadBlocker}
              onUpload={handleCoverUpload}
            />
            <TextField
              label={t`Cover override URL`}
              type="url"
              placeholder="https://..."
              hint={t`Shown instead of the uploaded cover when set.`}
              error={errors.image_override_url?.message}
              {...register('image_override_url')}
            />
          </div>
          <div className="space-y-3">
            <h4 className="text-sm font-semibold text-stone-900">
              <Trans>
                Gallery ({galleryCount} of {GALLERY_MAX_IMAGES})
              </Trans>
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
              <p className="text-sm text-stone-600">
                <Trans>No gallery pictures yet.</Trans>
              </p>
            )}
            <ImageUploadWidget
              label={t`Upload gallery images`}
              multiple
              maxFiles={galleryRoom}
              disabledReason={
                uploadBlocker ??
                (galleryRoom === 0
                  ? t`The gallery holds at most ${GALLERY_MAX_IMAGES} images.`
                  : null)
              }
              onUpload={handleGalleryUpload}
            />
          </div>
        </div>
      </FormSection>

      <FormSection title={t`Tour File Manager (Storage Override)`}>
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
            <Trans>Please enter a tour title first to enable file management</Trans>
          </p>
        )}
      </FormSection>

      <FormSection title={t`Descriptions`}>
        <div className="space-y-4">
          <TextareaField
            label={t`Short description`}
            className="min-h-20"
            error={errors.short_description?.message}
            {...register('short_description')}
          />
          <TextareaField
            label={t`Full description`}
            className="min-h-40"
            error={errors.full_description?.message}
            {...register('full_description')}
          />
        </div>
      </FormSection>

      <FormSection title={t`Tour Details`}>
        <div className="grid gap-6 lg:grid-cols-2">
          <TextListField
            control={control}
            register={register}
            name="highlights"
            legend={t`Highlights`}
            item="highlight"
          />
          <div className="lg:col-span-2">
            <ItineraryField control={control} register={register} name="itinerary" />
          </div>
          <TextListField
            control={control}
            register={register}
            name="included"
            legend={t`Included`}
            item="included"
          />
          <TextListField
            control={control}
            register={register}
            name="not_included"
            legend={t`Not included`}
            item="excluded"
          />
          <TextListField
            control={control}
            register={register}
            name="start_locations"
            legend={t`Start locations`}
            item="start-location"
          />
          <div className="space-y-4">
            <TextField
              label={t`Meeting point`}
              error={errors.meeting_point?.message}
              {...register('meeting_point')}
            />
            <TextField
              label={t`Start time`}
              type="time"
              step={60}
              required
              hint={t`Local time in the tour's country. Dates already booked keep their time.`}
              error={errors.start_time?.message}
              {...register('start_time')}
            />
            <TextField
              label={t`End location`}
              error={errors.end_location?.message}
              {...register('end_location')}
            />
          </div>
          <div className="lg:col-span-2">
            <TextareaField
              label={t`Cancellation notes`}
              placeholder={t`What this tour adds to the refund tiers every tour has, e.g. free date changes`}
              error={errors.cancellation_policy?.message}
              {...register('cancellation_policy')}
            />
          </div>
          <LockImagesField what="tour" className="lg:col-span-2" {...register('image_locked')} />
        </div>
      </FormSection>

      <FormSection
        title={t`Departures`}
        description={
          tour
            ? t`Dates with their seats. Changes here are saved at once; a departure cannot have fewer seats than it has sold.`
            : t`Dates with their seats, saved with the tour. Without departures, travellers pick any future date.`
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

      <FormSection
        title={t`Guides`}
        description={
          tour
            ? t`Assigned guides see this tour's departures on their check-in list of the day. Changes here are saved at once.`
            : t`Save the tour first, then assign its guides here.`
        }
      >
        {tour && <GuideAssignmentField listing={{ kind: 'tour', id: tour.id }} />}
      </FormSection>
    </TranslatedForm>
  );
}
