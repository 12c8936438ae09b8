import { HomeBenefits } from '../features/home/components/home-benefits';
import { HomeCallToAction } from '../features/home/components/home-call-to-action';
import { HomeHero } from '../features/home/components/home-hero';
import { TopMicroTours } from '../features/micro-tours/components/top-micro-tours';
import { TourCategoryLinks } from '../features/tours/components/tour-category-links';

/**
 * The home page puts together sections of three features (home's own, micro-tours' top-rated
 * list and the tour categories), so it lives with the app rather than in any of them: features
 * do not import each other.
 */
export function HomePage() {
  return (
    <div>
      <HomeHero />
      <TopMicroTours />
      <TourCategoryLinks />
      <HomeBenefits />
      <HomeCallToAction />
    </div>
  );
}
