import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { newsletterParagraphs } from '@app/domain/newsletter';
import { Card } from '../../../components/ui/card';

/** The issue as subscribers will read it: blank lines make paragraphs, line breaks stay. */
export function NewsletterPreview({ subject, body }: { subject: string; body: string }) {
  const paragraphs = newsletterParagraphs(body);
  const { t } = useLingui();
  return (
    <Card className="space-y-3 p-4 sm:p-6" aria-label={t`Preview`}>
      <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">
        <Trans>Preview</Trans>
      </p>
      <h3 className="text-xl font-semibold break-words text-stone-900">
        {subject.trim() || t`No subject yet`}
      </h3>
      {paragraphs.length === 0 ? (
        <p className="text-stone-500">
          <Trans>Nothing written yet.</Trans>
        </p>
      ) : (
        paragraphs.map((lines, index) => (
          <p key={index} className="break-words text-stone-800">
            {lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line}
              </span>
            ))}
          </p>
        ))
      )}
      <p className="border-t border-stone-200 pt-3 text-sm text-stone-500">
        <Trans>Every mail ends with the reader&apos;s own unsubscribe link.</Trans>
      </p>
    </Card>
  );
}
