import { HomeBenefits } from '../components/home-benefits';
import { HomeCallToAction } from '../components/home-call-to-action';
import { HomeHero } from '../components/home-hero';
import { TopMicroTours } from '../components/top-micro-tours';

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
