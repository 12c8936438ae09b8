import '../messages';
import { useLingui } from '@lingui/react/macro';
import { LegalPageLayout } from '../components/legal-page-layout';
import { type LegalContent, loadLegalContent } from '../content/load-legal-content';

const { summary, sections } = await loadLegalContent(
  import.meta.glob<LegalContent>('../content/*/privacy-policy.tsx', { import: '*' }),
);

export function PrivacyPolicyPage() {
  const { t } = useLingui();
  return (
    <LegalPageLayout
      title={t`Privacy Policy`}
      contactHeading={t`Questions about this privacy policy?`}
      summary={summary}
      sections={sections}
      hasTableOfContents
    />
  );
}
