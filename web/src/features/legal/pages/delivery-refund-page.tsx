import '../messages';
import { useLingui } from '@lingui/react/macro';
import { LegalPageLayout } from '../components/legal-page-layout';
// Loads with the page rather than after its text, which states these rules.
import '../components/rule-texts';
import { type LegalContent, loadLegalContent } from '../content/load-legal-content';

const { summary, sections } = await loadLegalContent(
  import.meta.glob<LegalContent>('../content/*/delivery-refund.tsx', { import: '*' }),
);

export function DeliveryRefundPage() {
  const { t } = useLingui();
  return (
    <LegalPageLayout
      title={t`Delivery & Refund Policy`}
      contactHeading={t`Questions about this delivery & refund policy?`}
      summary={summary}
      sections={sections}
    />
  );
}
