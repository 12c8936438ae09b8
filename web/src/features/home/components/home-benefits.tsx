import '../messages';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Footprints, Glasses, HeartHandshake, Sprout, type LucideIcon } from 'lucide-react';

const benefits: { title: MessageDescriptor; text: MessageDescriptor; Icon: LucideIcon }[] = [
  {
    title: msg`Sustainable Preview`,
    text: msg`Walk the route in virtual reality before you book, so every trip you take is one you really wanted.`,
    Icon: Glasses,
  },
  {
    title: msg`Local Connections`,
    text: msg`Meet guides who live in the city and spend your euros with the bakers, bars and workshops they know.`,
    Icon: HeartHandshake,
  },
  {
    title: msg`Immersive Experiences`,
    text: msg`Courtyards, markets and viewpoints seen up close in one to eight hours, not through a coach window.`,
    Icon: Sprout,
  },
  {
    title: msg`Responsible Travel`,
    text: msg`Small groups on foot, by bike or by boat leave a light footprint and keep old neighbourhoods liveable.`,
    Icon: Footprints,
  },
];

export function HomeBenefits() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="home-benefits" className="border-y border-stone-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <h2 id="home-benefits" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          <Trans>Travel lighter, see more</Trans>
        </h2>
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ title, text, Icon }) => (
            <li key={title.id}>
              <span className="flex size-12 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{t(title)}</h3>
              <p className="mt-2 text-stone-700">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
