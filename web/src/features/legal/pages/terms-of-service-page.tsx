import { LegalPageLayout } from '../components/legal-page-layout';
import { termsOfServiceSections, termsOfServiceSummary } from '../content/terms-of-service';

export function TermsOfServicePage() {
  return (
    <LegalPageLayout
      title="Terms of Service"
      summary={termsOfServiceSummary}
      sections={termsOfServiceSections}
    />
  );
}
