import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { faq } from '../content/faq';

export function ContactFaq() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold text-stone-900">
        <Trans>Frequently Asked Questions</Trans>
      </h2>
      <Accordion.Root
        type="single"
        collapsible
        className="mt-6 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white"
      >
        {faq.map((entry) => (
          <Accordion.Item key={entry.id} value={entry.id}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-700">
                  {t(entry.question)}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-stone-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 leading-relaxed text-stone-700">
              {entry.answer()}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
