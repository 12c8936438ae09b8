import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MicroTourImagesUpdateResponse } from '@app/domain';
import { Card } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/use-locale';
import { describeSmartUpdate, formatScore, smartUpdateAction } from '../lib/fix-result-display';
import { FixActionBadge } from './fix-action-badge';
import { ResultRow, RunResults } from './run-results';

/** The micro-tours tab's 'Update Results' card: the last smart update of this visit. */
export function MicroTourUpdateResults({
  answer,
  isRunning,
}: {
  answer: MicroTourImagesUpdateResponse | null;
  isRunning: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const updated = answer?.updatedCount ?? 0;
  const total = answer?.totalTours ?? 0;
  return (
    <Card className="flex flex-col p-4 sm:p-6">
      <h3 className="text-lg font-semibold text-stone-900">
        <Trans>Update Results</Trans>
      </h3>
      <RunResults
        isRunning={isRunning}
        skeletons={3}
        status={
          isRunning
            ? t`Updating micro-tour images...`
            : answer
              ? t`${updated} of ${total} micro-tours updated.`
              : t`The results of a smart update appear here. None has run yet.`
        }
      >
        {answer?.results.map((item) => (
          <ResultRow
            key={item.slug}
            title={item.title}
            badge={<FixActionBadge action={smartUpdateAction(item)} />}
            aside={
              <span className="text-stone-700 tabular-nums">
                {t`Score ${formatScore(item.score)}`}
              </span>
            }
            detail={
              <>
                {describeSmartUpdate(item, locale)}
                {item.searchQuery && ` · ${t`query “${item.searchQuery}”`}`}
              </>
            }
          />
        ))}
      </RunResults>
    </Card>
  );
}
