import '../messages';
import { t } from '@lingui/core/macro';
import type { FixResultItem } from '@app/domain';
import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { fixTourCovers } from '../api/image-fix-calls';
import { getFixCandidateIds } from '../api/get-fix-candidates';
import { runFixBatches } from '../lib/fix-batches';
import type { FixMode } from '../lib/fix-candidates';
import { useRefreshAfterImageFix } from './use-refresh-after-image-fix';

export type FixRunStatus = 'idle' | 'running' | 'finished';

export interface FixRun {
  status: FixRunStatus;
  percent: number;
  results: FixResultItem[];
  /** What the last run was, for the summary line. */
  last: { mode: FixMode; dryRun: boolean; succeeded: boolean; candidates: number } | null;
}

const idle: FixRun = { status: 'idle', percent: 0, results: [], last: null };

/** The cover fix tool's run: idle, running, finished. */
export function useCoverFixRun() {
  const [run, setRun] = useState<FixRun>(idle);
  const refresh = useRefreshAfterImageFix();

  async function start(mode: FixMode, dryRun: boolean) {
    if (run.status === 'running') return;
    setRun({ status: 'running', percent: 0, results: [], last: null });
    let candidates = 0;
    let succeeded = false;
    let calledServer = false;
    try {
      const ids = await getFixCandidateIds(mode);
      candidates = ids.length;
      const outcome = await runFixBatches(
        ids,
        (tourIds) => {
          calledServer = true;
          return fixTourCovers({ mode, dryRun, tourIds });
        },
        ({ percent, results }) => setRun((prev) => ({ ...prev, percent, results })),
      );
      if (outcome.kind === 'empty') toast.error(t`No response data received`);
      else if (outcome.kind === 'unsuccessful') {
        toast.error(t`Failed to fix images`, {
          description: t`There was an error processing the tour covers.`,
        });
      } else succeeded = true;
    } catch (error) {
      toast.error(t`Failed to fix images`, {
        description: errorText(error, t`Unexpected error`),
      });
    }
    setRun((prev) => ({
      ...prev,
      status: 'finished',
      percent: succeeded ? 100 : prev.percent,
      last: { mode, dryRun, succeeded, candidates },
    }));
    if (calledServer) void refresh('tours');
  }

  return { run, start };
}
