import { formatWholeEuros } from '../../../lib/format-price';
import type { MicroTourSummary } from '../api/micro-tour-summary';

export function MicroTourCard({ tour }: { tour: MicroTourSummary }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="relative aspect-video bg-stone-200">
        {tour.cover_url && (
          <img
            src={tour.cover_url}
            alt=""
            loading="lazy"
            className="h-full w-full object-cover"
            width={1280}
            height={720}
          />
        )}
        <span className="absolute left-3 top-3 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
          VR Ready
        </span>
        <span className="absolute right-3 top-3 rounded-full bg-white/95 px-2 py-0.5 text-sm font-bold text-stone-900">
          {formatWholeEuros(tour.price_eur)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold text-stone-900">{tour.title}</h3>
        <p className="text-sm text-stone-600">
          {tour.city}, {tour.country} · {tour.duration_hours} hours
          {tour.rating !== null && ` · ★ ${tour.rating.toFixed(1)}`}
        </p>
      </div>
    </article>
  );
}

export function MicroTourCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-stone-200 bg-white">
      <div className="aspect-video animate-pulse bg-stone-200" />
      <div className="space-y-2 p-4">
        <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-stone-200" />
      </div>
    </div>
  );
}
