import { LegalPageLayout } from '../components/legal-page-layout';
import { deliveryRefundSections, deliveryRefundSummary } from '../content/delivery-refund';

export function DeliveryRefundPage() {
  return (
    <LegalPageLayout
      title="Delivery & Refund Policy"
      summary={deliveryRefundSummary}
      sections={deliveryRefundSections}
    />
  );
}
