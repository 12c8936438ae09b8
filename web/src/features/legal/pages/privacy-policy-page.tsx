import { LegalPageLayout } from '../components/legal-page-layout';
import { privacyPolicySections, privacyPolicySummary } from '../content/privacy-policy';

export function PrivacyPolicyPage() {
  return (
    <LegalPageLayout
      title="Privacy Policy"
      summary={privacyPolicySummary}
      sections={privacyPolicySections}
      hasTableOfContents
    />
  );
}
