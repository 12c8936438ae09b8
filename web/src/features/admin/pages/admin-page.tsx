import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import { QrCode } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { SignOutButton } from '../../../components/sign-out-button';
import { Badge } from '../../../components/ui/badge';
import { useAuth } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitles } from '../../../lib/page-heads/titles';
import { AdminGate } from '../../../components/admin-gate';
import { CreateTourTab } from '../components/create-tour-tab';
import { GuidesTab } from '../components/guides-tab';
import { ImagesManagerTab } from '../components/images-manager-tab';
import { MailQueueTab } from '../components/mail-queue-tab';
import { PaymentAlertsTab } from '../components/payment-alerts-tab';
import { MessagesTab } from '../components/messages-tab';
import { MicroToursTab } from '../components/micro-tours-tab';
import { NewsletterTab } from '../components/newsletter-tab';
import { ToolsTab } from '../components/tools-tab';
import { type AdminTab, adminTabs, parseAdminTab } from '../lib/admin-tabs';
import { withoutListStates } from '../lib/list-state';
import { BookingsTab } from '../components/bookings-tab';
import { MembersTab } from '../components/members-tab';

/** The tabs' names in the page's language (admin-tabs.ts keeps the English ones for the journeys). */
const tabLabels: Record<AdminTab, MessageDescriptor> = {
  create: msg`Create Tour`,
  images: msg`Images Manager`,
  'micro-tours': msg`Micro-Tours`,
  tools: msg`Tools`,
  messages: msg`Messages`,
  members: msg`Members`,
  bookings: msg`Bookings`,
  reviews: msg`Reviews`,
  newsletter: msg`Newsletter`,
  'mail-queue': msg`Mail queue`,
  payments: msg`Payments`,
  receipts: msg`Receipts`,
  guides: msg`Guides`,
};

const panelClasses = 'py-6 focus-visible:outline-none sm:py-8';

function AdminPanel({ reviews, receipts }: { reviews?: ReactNode; receipts?: ReactNode }) {
  const auth = useAuth();
  const email = auth.user?.email;
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseAdminTab(searchParams.get('tab'));
  useDocumentTitle(pageTitles.admin);

  function handleTabChange(value: string) {
    const next = withoutListStates(searchParams);
    next.set('tab', parseAdminTab(value));
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold text-stone-900">
              <Trans>Tour Admin</Trans>
            </h1>
            <Badge className="bg-emerald-100 text-emerald-900">
              <Trans>Admin Panel</Trans>
            </Badge>
          </div>
          <p className="mt-1 break-all text-stone-600">
            <Trans>Welcome, {email}</Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/admin/check-in">
              <QrCode aria-hidden="true" />
              <Trans>Check-in</Trans>
            </Link>
          </Button>
          <SignOutButton label={t`Sign Out`} />
        </div>
      </div>
      <Tabs.Root value={tab} onValueChange={handleTabChange} className="mt-8">
        <Tabs.List
          aria-label={t`Admin sections`}
          className="grid grid-cols-2 gap-1 border-b border-stone-200 sm:flex sm:flex-wrap"
        >
          {adminTabs.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px border-b-2 border-transparent px-3 py-2.5 sm:whitespace-nowrap text-sm font-medium text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-emerald-700 data-[state=active]:border-emerald-700 data-[state=active]:text-emerald-800 sm:px-4"
            >
              {t(tabLabels[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Kept mounted, so a half-typed tour survives a look at another tab. */}
        <Tabs.Content
          value="create"
          forceMount
          className={`${panelClasses} data-[state=inactive]:hidden`}
        >
          <CreateTourTab />
        </Tabs.Content>
        <Tabs.Content value="images" className={panelClasses}>
          <ImagesManagerTab />
        </Tabs.Content>
        <Tabs.Content value="micro-tours" className={panelClasses}>
          <MicroToursTab />
        </Tabs.Content>
        <Tabs.Content value="tools" className={panelClasses}>
          <ToolsTab />
        </Tabs.Content>
        <Tabs.Content value="messages" className={panelClasses}>
          <MessagesTab />
        </Tabs.Content>
        <Tabs.Content value="members" className={panelClasses}>
          <MembersTab />
        </Tabs.Content>
        <Tabs.Content value="bookings" className={panelClasses}>
          <BookingsTab />
        </Tabs.Content>
        <Tabs.Content value="reviews" className={panelClasses}>
          {reviews}
        </Tabs.Content>
        <Tabs.Content value="newsletter" className={panelClasses}>
          <NewsletterTab />
        </Tabs.Content>
        <Tabs.Content value="mail-queue" className={panelClasses}>
          <MailQueueTab />
        </Tabs.Content>
        <Tabs.Content value="payments" className={panelClasses}>
          <PaymentAlertsTab />
        </Tabs.Content>
        <Tabs.Content value="receipts" className={panelClasses}>
          {receipts}
        </Tabs.Content>
        <Tabs.Content value="guides" className={panelClasses}>
          <GuidesTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/**
 * `reviews`, `receipts`: the Reviews and Receipts tabs' content, composed in by the route
 * (app/admin-route.tsx).
 */
export function AdminPage({
  reviews,
  receipts,
}: { reviews?: ReactNode; receipts?: ReactNode } = {}) {
  return (
    <AdminGate>
      <AdminPanel reviews={reviews} receipts={receipts} />
    </AdminGate>
  );
}
