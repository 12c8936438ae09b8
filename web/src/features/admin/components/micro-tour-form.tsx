import '../messages';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MicroTour } from '@app/domain';
import {
  DEPARTURE_CAPACITY_MAX,
  MICRO_TOUR_DAILY_CAPACITY_DEFAULT,
  MICRO_TOUR_DURATION_MAX_HOURS,
  MICRO_TOUR_DURATION_MIN_HOURS,
  MICRO_TOUR_PRICE_MAX_EUR,
  MICRO_TOUR_PRICE_MIN_EUR,
} from '@app/domain/db-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../components/ui/toaster';
import { useUpdateMicroTour } from '../api/admin-micro-tour';
import { useSaveStartPlace } from '../api/save-start-place';
import { listErrorMessage } from '../lib/form-values';
import { placesChange } from '../lib/start-place-form';
import {
  microTourFormMissing,
  microTourFormSchema,
  microTourToForm,
  toMicroTourChanges,
  type MicroTourFormInput,
  type MicroTourFormValues,
} from '../lib/micro-tour-form';
import { FormSection } from './form-section';
import { GuideAssignmentField } from './guide-assignment-field';
import { TextListField } from './list-fields';
import { LockImagesField } from './lock-images-field';
import { MicroTourPanoramaField } from './micro-tour-panorama-field';
import { MeetingPointField } from './meeting-point-field';
import { StartPlaceField } from './start-place-field';
import { TranslatedForm } from './translated-form';
import { WeeklyTimesFields } from './weekly-times-fields';
import type { TranslationFormSpec } from './translation-fields';

/** A micro-tour's fields in another language, beside the English ones. */
const translationSpec: TranslationFormSpec<
  MicroTourFormInput,
  MicroTourFormValues,
  'title' | 'description' | 'city' | 'country' | 'meeting_point',
  'whats_included' | 'whats_not'
> = {
  rows: [
    { text: 'title', label: msg`Title` },
    { text: 'city', label: msg`City` },
    { text: 'country', label: msg`Country` },
    { text: 'description', label: msg`Description`, box: 'min-h-28' },
    { text: 'meeting_point', label: msg`Meeting point` },
    { list: 'whats_included', label: msg`What's included`, item: 'included' },
    { list: 'whats_not', label: msg`Not included`, item: 'excluded' },
  ],
  missing: microTourFormMissing,
  textPath: (locale, field) => `translations.${locale}.${field}`,
  listPath: (locale, field) => `translations.${locale}.${field}`,
  errors: (errors, locale) => errors.translations?.[locale],
};

/** Editing one micro-tour; its address (slug) stays as it is. */
export function MicroTourForm({ tour, onDone }: { tour: MicroTour; onDone: () => void }) {
  const form = useForm<MicroTourFormInput, unknown, MicroTourFormValues>({
    resolver: zodResolver(microTourFormSchema),
    defaultValues: microTourToForm(tour),
  });
  const {
    register,
    control,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const startPlace = useWatch({ control, name: 'start_place' });
  const meetingAt = useWatch({ control, name: 'meeting_at' });
  const updateMicroTour = useUpdateMicroTour();
  const saveStartPlace = useSaveStartPlace();
  const { t } = useLingui();
  const slug = tour.slug;

  async function handleSave(values: MicroTourFormValues) {
    const saved = await updateMicroTour.mutateAsync({
      id: tour.id,
      changes: toMicroTourChanges(values),
    });
    // Places go by their gazetteer ids to the server, which writes them (decisions 030, 047).
    const placesBody = placesChange('micro_tours', tour.id, tour, values);
    const start = placesBody ? await saveStartPlace.mutateAsync(placesBody) : {};
    toast.success(t`Micro-tour updated successfully`, { description: saved.title });
    reset(microTourToForm({ ...saved, ...start }));
  }

  return (
    <TranslatedForm
      form={form}
      spec={translationSpec}
      onSave={handleSave}
      failureTitle={t`Failed to update micro-tour`}
      actions={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
            <Trans>Cancel editing</Trans>
          </Button>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? (
              <Trans>Updating Micro-Tour...</Trans>
            ) : (
              <Trans>Update Micro-Tour</Trans>
            )}
          </Button>
        </div>
      }
    >
      <FormSection title={t`Micro-Tour Details`} description={t`Address: /micro-tours/${slug}`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField
              label={t`Title`}
              required
              error={errors.title?.message}
              {...register('title')}
            />
          </div>
          <TextField
            label={t`City`}
            required
            autoComplete="off"
            error={errors.city?.message}
            {...register('city')}
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
            min={MICRO_TOUR_PRICE_MIN_EUR}
            max={MICRO_TOUR_PRICE_MAX_EUR}
            step="0.01"
            required
            error={errors.price_eur?.message}
            {...register('price_eur')}
          />
          <TextField
            label={t`Duration (hours)`}
            type="number"
            inputMode="decimal"
            min={MICRO_TOUR_DURATION_MIN_HOURS}
            max={MICRO_TOUR_DURATION_MAX_HOURS}
            step="0.5"
            required
            error={errors.duration_hours?.message}
            {...register('duration_hours')}
          />
          <TextField
            label={t`Seats per start time`}
            type="number"
            inputMode="numeric"
            min={1}
            max={DEPARTURE_CAPACITY_MAX}
            step={1}
            required
            hint={t`Travellers at each start time, all bookings together (${MICRO_TOUR_DAILY_CAPACITY_DEFAULT} unless changed). A time already sold beyond it keeps its bookings.`}
            error={errors.daily_capacity?.message}
            {...register('daily_capacity')}
          />
          <WeeklyTimesFields register={register} errors={errors.weekly_times} />
          <div className="sm:col-span-2">
            <TextareaField
              label={t`Description`}
              className="min-h-28"
              error={errors.description?.message}
              {...register('description')}
            />
          </div>
          <div className="sm:col-span-2">
            <TextField
              label={t`Meeting point`}
              error={errors.meeting_point?.message}
              {...register('meeting_point')}
            />
          </div>
          <TextListField
            control={control}
            register={register}
            name="language"
            legend={t`Languages`}
            item="language"
          />
          <TextListField
            control={control}
            register={register}
            name="whats_included"
            legend={t`What's included`}
            item="included"
          />
          <TextListField
            control={control}
            register={register}
            name="whats_not"
            legend={t`Not included`}
            item="excluded"
          />
        </div>
      </FormSection>
      <FormSection
        title={t`CO₂ saving`}
        description={t`Where the micro-tour starts and how travellers get there: the saving against flying is counted from it.`}
      >
        <StartPlaceField
          value={startPlace}
          onChange={(place) => setValue('start_place', place, { shouldDirty: true })}
          transport={register('footprint_transport')}
        />
      </FormSection>
      <FormSection
        title={t`Places on the map`}
        description={t`Where travellers meet, shown on the micro-tour's page and its ticket.`}
      >
        <MeetingPointField
          value={meetingAt}
          onChange={(point) => setValue('meeting_at', point, { shouldDirty: true })}
        />
      </FormSection>
      <FormSection title={t`Pictures`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField
              label={t`Cover URL`}
              error={errors.cover_url?.message}
              {...register('cover_url')}
            />
          </div>
          <div className="sm:col-span-2">
            <TextListField
              control={control}
              register={register}
              name="gallery_urls"
              legend={t`Gallery URLs (at most 10)`}
              item="gallery-url"
              error={listErrorMessage(errors.gallery_urls)}
            />
          </div>
          <LockImagesField
            what="micro-tour"
            className="sm:col-span-2"
            {...register('image_locked')}
          />
          <MicroTourPanoramaField tour={tour} />
        </div>
      </FormSection>
      <FormSection
        title={t`Guides`}
        description={t`Assigned guides see this micro-tour's departures on their check-in list of the day. Changes here are saved at once.`}
      >
        <GuideAssignmentField listing={{ kind: 'micro', id: tour.id }} />
      </FormSection>
    </TranslatedForm>
  );
}
