import { HomeBenefits } from '../features/home/components/home-benefits';
import { HomeCallToAction } from '../features/home/components/home-call-to-action';
import { HomeHero } from '../features/home/components/home-hero';
import { TopMicroTours } from '../features/micro-tours/components/top-micro-tours';

/**
 * The home page puts together sections of two features (home's own and micro-tours' top-rated
 * list), so it lives with the app rather than in either: features do not import each other.
 */
export function HomePage() {
  return (
    <div>
      <HomeHero />
      <TopMicroTours />
      <HomeBenefits />
      <HomeCallToAction />
    </div>
  );
}
