import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Settings } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { SignOutButton } from '../../../components/sign-out-button';
import { Button } from '../../../components/ui/button';
import { getDisplayName, useAuth } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitles } from '../../../lib/page-heads/titles';
import { AchievementsTab } from '../components/achievements-tab';
import { BookingsTab } from '../components/bookings-tab';
import { HistoryTab } from '../components/history-tab';
import { WalletTab } from '../components/wallet-tab';
import { dashboardTabs, parseDashboardTab, type DashboardTab } from '../lib/dashboard-tabs';

const tabLabels: Record<DashboardTab, MessageDescriptor> = {
  bookings: msg`Bookings`,
  history: msg`History`,
  reviews: msg`Reviews`,
  wallet: msg`Wallet`,
  achievements: msg`Achievements`,
};

/**
 * `accountLanguage`: the member's language control; `co2Saved`: the CO₂ their trips saved;
 * `homeQuery`: the home city the achievements count from when the account has none; `reviews`:
 * the Reviews tab's content (the member's trips to review). All composed in by the route (app/).
 */
export function DashboardPage({
  accountLanguage,
  co2Saved,
  homeQuery = '',
  reviews,
}: {
  accountLanguage?: ReactNode;
  co2Saved?: ReactNode;
  homeQuery?: string;
  reviews?: (userId: string) => ReactNode;
}) {
  const { t } = useLingui();
  const auth = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseDashboardTab(searchParams.get('tab'));
  useDocumentTitle(pageTitles.dashboard);
  if (auth.status !== 'signed-in') return null;
  const userId = auth.user.id;
  const name = getDisplayName(auth.user);

  function handleTabChange(value: string) {
    const next = new URLSearchParams(searchParams);
    next.set('tab', parseDashboardTab(value));
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold break-words text-stone-900">
            <Trans>Welcome, {name}</Trans>
          </h1>
          <p className="mt-1 break-all text-stone-600">{auth.user.email}</p>
          {accountLanguage}
          {co2Saved}
        </div>
        <div className="flex gap-2">
          <Button variant="outline" asChild>
            <Link to="/settings">
              <Settings aria-hidden="true" /> <Trans>Settings</Trans>
            </Link>
          </Button>
          <SignOutButton label={t`Sign out`} />
        </div>
      </div>
      <Tabs.Root value={tab} onValueChange={handleTabChange} className="mt-8">
        <Tabs.List
          aria-label={t`Account sections`}
          className="flex gap-1 overflow-x-auto border-b border-stone-200"
        >
          {dashboardTabs.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px flex-1 shrink-0 border-b-2 border-transparent px-1 py-2.5 sm:flex-none sm:px-4 text-sm font-medium text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-emerald-700 data-[state=active]:border-emerald-700 data-[state=active]:text-emerald-800"
            >
              {t(tabLabels[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="bookings" className="py-6 focus-visible:outline-none">
          <h2 className="sr-only">
            <Trans>Bookings</Trans>
          </h2>
          <BookingsTab userId={userId} />
        </Tabs.Content>
        <Tabs.Content value="history" className="py-6 focus-visible:outline-none">
          <h2 className="sr-only">
            <Trans>History</Trans>
          </h2>
          <HistoryTab userId={userId} />
        </Tabs.Content>
        <Tabs.Content value="reviews" className="py-6 focus-visible:outline-none">
          <h2 className="sr-only">
            <Trans>Reviews</Trans>
          </h2>
          {reviews?.(userId)}
        </Tabs.Content>
        <Tabs.Content value="wallet" className="py-6 focus-visible:outline-none">
          <h2 className="sr-only">
            <Trans>Wallet</Trans>
          </h2>
          <WalletTab userId={userId} />
        </Tabs.Content>
        <Tabs.Content value="achievements" className="py-6 focus-visible:outline-none">
          <h2 className="sr-only">
            <Trans>Achievements</Trans>
          </h2>
          <AchievementsTab userId={userId} homeQuery={homeQuery} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
