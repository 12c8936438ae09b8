import '../messages';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link';
import { useAuth } from '../../../lib/auth';
import { pageTitles } from '../../../lib/page-heads/titles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DataSection } from '../components/data-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { EmailSection } from '../components/email-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import { SessionsSection } from '../components/sessions-section';

/**
 * The Settings page of members and admins. Other features' parts come from the route (app/):
 * `language` and `homeCity` go into the profile; `twoFactor` is the slot after the password for
 * the two-factor sign-in section (the auth feature's, wrapped in a SettingsSection).
 */
export function SettingsPage({
  language,
  homeCity,
  twoFactor,
}: {
  language?: ReactNode;
  homeCity?: ReactNode;
  twoFactor?: ReactNode;
}) {
  const auth = useAuth();
  useDocumentTitle(pageTitles.settings);
  if (auth.status !== 'signed-in') return null;
  const userId = auth.user.id;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back to dashboard</Trans>
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-stone-900">
        <Trans>Settings</Trans>
      </h1>
      <div className="mt-6 space-y-6">
        <ProfileSection language={language} homeCity={homeCity} />
        <EmailSection />
        <PasswordSection />
        {twoFactor}
        <SessionsSection userId={userId} />
        <DataSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
