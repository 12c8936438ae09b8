import { MicroTourDetailPage } from '../features/micro-tours/pages/micro-tour-detail-page';
import { ListingReviewsSection } from './listing-reviews-section';

/** A micro-tour's page with its reviews (features compose here, not in each other). */
export function MicroTourRoute() {
  return (
    <MicroTourDetailPage reviews={(id) => <ListingReviewsSection kind="micro_tour" id={id} />} />
  );
}
