import '../messages';
import { Trans } from '@lingui/react/macro';
import { ArrowRight, Glasses } from 'lucide-react';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { HomeHeroScene } from './home-hero-scene';
import { onDarkOutlineClasses, onDarkPrimaryClasses } from './on-dark-buttons';

// Both labels fit this width, so the slot keeps its size while the session is checked.
const secondaryActionClasses = 'w-full sm:w-52';

function HeroAccountAction() {
  const { status } = useAuth();
  if (status === 'loading') {
    return <div aria-hidden="true" className={`h-12 ${secondaryActionClasses}`} />;
  }
  return (
    <Button
      asChild
      size="lg"
      variant="outline"
      className={`${onDarkOutlineClasses} ${secondaryActionClasses}`}
    >
      {status === 'signed-in' ? (
        <Link to="/dashboard">
          <Trans>Go to Dashboard</Trans>
        </Link>
      ) : (
        <Link to="/signup">
          <Trans>Sign Up Now</Trans>
        </Link>
      )}
    </Button>
  );
}

export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-emerald-900 via-emerald-800 to-teal-800 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-96 rounded-full bg-emerald-600/30 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-emerald-50 ring-1 ring-white/20">
            <Glasses aria-hidden="true" className="size-4" />
            <Trans>Preview every tour in VR · No booking fees</Trans>
          </p>
          <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            <Trans>Discover Europe one short city tour at a time</Trans>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-emerald-50">
            <Trans>
              Micro-tours from €5 to €30 that last one to eight hours, led by people who know their
              city. See where you are going in virtual reality first, then go and meet it for real.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className={`${onDarkPrimaryClasses} w-full sm:w-auto`}>
              <Link to="/micro-tours">
                <Trans>Explore Micro Tours</Trans>
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <HeroAccountAction />
          </div>
        </div>
        <HomeHeroScene />
      </div>
    </section>
  );
}
