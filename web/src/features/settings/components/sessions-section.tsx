import '../messages';
import { formatMoment } from '@app/domain/locale-format';
import type { MemberSession } from '@app/domain/member-sessions';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toaster';
import { useLocale } from '../../../i18n/use-locale';
import { errorText } from '../../../lib/error-text';
import { signOutOtherSessions, useMySessions } from '../api/get-my-sessions';
import { deviceOf } from '../lib/device-name';
import { SettingsSection } from './settings-section';

function SessionRow({ session }: { session: MemberSession }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { browser, os } = deviceOf(session.user_agent);
  const device =
    browser && os ? t`${browser} on ${os}` : (browser ?? os ?? t`Unknown browser or app`);
  const started = formatMoment(session.created_at, 'dayTime', locale);
  const lastActive = formatMoment(session.last_active_at, 'dayTime', locale);
  return (
    <li className="flex items-start gap-3 py-3" data-testid="member-session">
      <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-500" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
          {device}
          {session.is_current && (
            <Badge className="bg-emerald-100 text-emerald-800">
              <Trans>This device</Trans>
            </Badge>
          )}
        </p>
        <p className="text-sm text-stone-600">
          <Trans>
            Signed in {started} · last active {lastActive}
          </Trans>
        </p>
      </div>
    </li>
  );
}

/** The member's sessions on every device, and 'Sign out everywhere else'. */
export function SessionsSection({ userId }: { userId: string }) {
  const { t } = useLingui();
  const sessions = useMySessions(userId);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const others = sessions.data?.filter((session) => !session.is_current).length ?? 0;

  async function handleSignOutOthers() {
    setIsSigningOut(true);
    try {
      await signOutOtherSessions(userId);
      toast.success(t`You were signed out on your other devices.`);
    } catch (failure) {
      toast.error(
        errorText(failure, t`Your other devices could not be signed out. Please try again.`),
      );
    } finally {
      setIsSigningOut(false);
    }
  }

  return (
    <SettingsSection
      id="sessions"
      title={t`Signed-in devices`}
      description={<Trans>Where your account is signed in now.</Trans>}
    >
      {sessions.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only">
            <Trans>Loading your devices...</Trans>
          </span>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : sessions.isError ? (
        <p role="alert" className="text-sm text-red-700">
          <Trans>Your devices could not be loaded. Please try again later.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-stone-200" aria-label={t`Signed-in devices`}>
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      <Button
        variant="outline"
        className="mt-4"
        disabled={isSigningOut || others === 0}
        onClick={() => void handleSignOutOthers()}
      >
        <LogOut aria-hidden="true" />
        {isSigningOut ? <Trans>Signing out...</Trans> : <Trans>Sign out everywhere else</Trans>}
      </Button>
    </SettingsSection>
  );
}
