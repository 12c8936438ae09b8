import '../messages';
import { useLingui } from '@lingui/react/macro';
import { LegalPageLayout } from '../components/legal-page-layout';
// Loads with the page rather than after its text, which states these rules.
import '../components/rule-texts';
import { type LegalContent, loadLegalContent } from '../content/load-legal-content';

const { summary, sections } = await loadLegalContent(
  import.meta.glob<LegalContent>('../content/*/terms-of-service.tsx', { import: '*' }),
);

export function TermsOfServicePage() {
  const { t } = useLingui();
  return (
    <LegalPageLayout
      title={t`Terms of Service`}
      contactHeading={t`Questions about these terms of service?`}
      summary={summary}
      sections={sections}
    />
  );
}
