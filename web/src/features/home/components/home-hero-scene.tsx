import '../messages';
import { Trans } from '@lingui/react/macro';
import { Glasses, Leaf } from 'lucide-react';

/** A drawn city view in a headset-shaped frame: decoration for wide screens, no picture to load. */
export function HomeHeroScene() {
  return (
    <div aria-hidden="true" className="relative hidden lg:block">
      <div className="relative aspect-[4/3] overflow-hidden rounded-[2rem] bg-gradient-to-b from-sky-300 via-sky-200 to-amber-100 shadow-2xl ring-8 ring-white/10">
        <div className="absolute top-10 right-14 size-16 rounded-full bg-amber-100 shadow-[0_0_60px_20px_rgba(253,230,138,0.7)]" />
        <div className="absolute bottom-16 left-[18%] flex items-end gap-1.5">
          <div className="h-20 w-8 rounded-t-md bg-stone-500/80" />
          <div className="h-32 w-6 rounded-t-full bg-stone-600/80" />
          <div className="h-24 w-10 rounded-t-md bg-stone-500/80" />
          <div className="h-14 w-7 rounded-t-md bg-stone-400/80" />
          <div className="h-28 w-9 rounded-t-[40%] bg-stone-600/80" />
          <div className="h-16 w-8 rounded-t-md bg-stone-500/80" />
        </div>
        <div className="absolute -bottom-24 -left-16 h-52 w-[75%] rounded-[50%] bg-emerald-600" />
        <div className="absolute -right-20 -bottom-28 h-60 w-[85%] rounded-[50%] bg-emerald-700" />
        <div className="absolute inset-x-0 bottom-0 h-6 bg-sky-500/60" />
      </div>
      <div className="absolute -top-4 -left-6 flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-emerald-900 shadow-lg">
        <Glasses className="size-4" />
        <Trans>360° preview</Trans>
      </div>
      <div className="absolute -right-4 -bottom-5 flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-emerald-900 shadow-lg">
        <Leaf className="size-4" />
        <Trans>From €5, no booking fees</Trans>
      </div>
    </div>
  );
}
