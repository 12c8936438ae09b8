import '../messages';
import { Trans } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** 'Refresh' for a list: off while it loads, its icon turning while it does. */
export function RefreshButton({
  isFetching,
  onRefresh,
  size,
}: {
  isFetching: boolean;
  onRefresh: () => void;
  size?: ButtonProps['size'];
}) {
  return (
    <Button variant="outline" size={size} onClick={onRefresh} disabled={isFetching}>
      <RefreshCw
        aria-hidden="true"
        className={cn(isFetching && 'animate-spin motion-reduce:animate-none')}
      />
      <Trans>Refresh</Trans>
    </Button>
  );
}
