import '../messages';
import { Trans } from '@lingui/react/macro';
import { LoaderCircle, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

export type SmartUpdateKind = 'fixMissing' | 'updateAll';

/** The Smart Image Update card of the Micro-Tours and Tools tabs; `children` says what it picks. */
export function SmartImageUpdateCard({
  children,
  running,
  onRun,
}: {
  children: ReactNode;
  /** The update under way, if any; both buttons wait for it. */
  running: SmartUpdateKind | null;
  onRun: (kind: SmartUpdateKind) => void;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Sparkles aria-hidden="true" className="size-5 text-emerald-700" />{' '}
        <Trans>Smart Image Update</Trans>
      </h3>
      <p className="mt-1 text-sm text-stone-600">{children}</p>
      <div className="mt-4 flex flex-wrap gap-2" aria-busy={running !== null}>
        <Button disabled={running !== null} onClick={() => onRun('fixMissing')}>
          {running === 'fixMissing' && <BusyIcon />}
          <Trans>Fix Missing Images</Trans>
        </Button>
        <Button variant="outline" disabled={running !== null} onClick={() => onRun('updateAll')}>
          {running === 'updateAll' && <BusyIcon />}
          <Trans>Update All Images</Trans>
        </Button>
      </div>
    </Card>
  );
}

const BusyIcon = () => (
  <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
);
