import { lazy, Suspense } from 'react';
import { useAuth } from '../lib/auth';
import { WalletPage } from '../features/wallet/pages/wallet-page';
import { MemberSecondFactor } from './second-factor-host';

// The receipts' list loads beside the wallet's own code, not before its first paint.
const WalletReceipts = lazy(() =>
  import('../features/receipts/components/wallet-receipts').then((m) => ({
    default: m.WalletReceipts,
  })),
);

/** The wallet with the member's receipts (features compose here, not in each other). */
export function WalletRoute() {
  const userId = useAuth().user?.id;
  return (
    <MemberSecondFactor>
      <WalletPage
        receipts={
          userId ? (
            <Suspense fallback={null}>
              <WalletReceipts userId={userId} />
            </Suspense>
          ) : undefined
        }
      />
    </MemberSecondFactor>
  );
}
