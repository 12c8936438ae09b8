import '../messages';
import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { onDarkPrimaryClasses } from './on-dark-buttons';

export function HomeCallToAction() {
  return (
    <section
      aria-labelledby="home-call-to-action"
      className="mx-auto max-w-6xl px-4 py-14 sm:py-16"
    >
      <div className="rounded-2xl bg-emerald-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="home-call-to-action" className="text-2xl font-bold text-balance sm:text-3xl">
          <Trans>Ready to see your next city differently?</Trans>
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-emerald-50">
          <Trans>
            Put on the headset, pick the tour that feels right and book it from €5, with no booking
            fees.
          </Trans>
        </p>
        <Button asChild size="lg" className={`${onDarkPrimaryClasses} mt-8 w-full sm:w-auto`}>
          <Link to="/micro-tours">
            <Trans>Browse VR Tours</Trans>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
