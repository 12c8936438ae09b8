import { lazy, Suspense } from 'react';
import type { PlacePickerProps } from './place-picker-map';

const PlacePickerMap = lazy(() => import('./place-picker-map'));

/**
 * A basemap around a point with a pin to drag (mouse, touch or arrow keys) for the admin's
 * meeting points (issue 52). It reports each new place through `onChange`, inside Europe and
 * rounded to 5 decimals. Its drawing code loads on first use, into a box reserved at once.
 */
export function PlacePicker(props: PlacePickerProps) {
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg border border-stone-300 bg-stone-100 sm:aspect-[16/9]">
      <Suspense
        fallback={
          <div
            aria-hidden="true"
            className="absolute inset-0 animate-pulse bg-stone-200 motion-reduce:animate-none"
          />
        }
      >
        <PlacePickerMap {...props} />
      </Suspense>
    </div>
  );
}
