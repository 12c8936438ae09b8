import { TourDetailPage } from '../features/tours/pages/tour-detail-page';
import { ListingReviewsSection } from './listing-reviews-section';

/** A tour's page with its reviews (features compose here, not in each other). */
export function TourRoute() {
  return <TourDetailPage reviews={(id) => <ListingReviewsSection kind="tour" id={id} />} />;
}
