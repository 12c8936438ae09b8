import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  bookingReferenceSchema,
  type CheckInRequest,
  ticketTokenSchema,
} from '@app/domain/tickets';
import { LayoutDashboard } from 'lucide-react';
import { useCallback, useReducer, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../../components/link';
import { SignOutButton } from '../../../components/sign-out-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitles } from '../../../lib/page-heads/titles';
import { AdminGate } from '../../../components/admin-gate';
import { useQueryClient } from '@tanstack/react-query';
import { guideDayKeys } from '../../../lib/guide-day-keys';
import { checkIn } from '../api/check-in';
import { DayList } from '../components/day-list';
import { CameraScanner } from '../components/camera-scanner';
import { OutcomePanel } from '../components/outcome-panel';
import { checkInErrorView, checkInOutcomeView, invalidCodeView } from '../lib/outcome-view';
import { deskReducer, initialDeskState } from '../lib/desk-state';
import { createRepeatFilter } from '../lib/repeat-filter';

function CheckInDesk() {
  const auth = useAuth();
  const email = auth.user?.email;
  const { t } = useLingui();
  useDocumentTitle(pageTitles.adminCheckIn);
  const [{ view, typedError }, dispatch] = useReducer(deskReducer, initialDeskState);
  const [isBusy, setBusy] = useState(false);
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const isSending = useRef(false);
  const [isNewScan] = useState(() => createRepeatFilter());
  const queryClient = useQueryClient();

  const send = useCallback(
    async (request: CheckInRequest, reference?: string) => {
      isSending.current = true;
      setBusy(true);
      try {
        dispatch({ type: 'outcome', view: checkInOutcomeView(await checkIn(request)) });
        // The day's list shows a scanned booking checked in at once.
        void queryClient.invalidateQueries({ queryKey: guideDayKeys.all });
      } catch (error) {
        dispatch({ type: 'outcome', view: checkInErrorView(error, reference) });
      } finally {
        isSending.current = false;
        setBusy(false);
      }
    },
    [queryClient],
  );

  const handleCode = useCallback(
    (text: string) => {
      // Frames keep coming while a scan is answered: one request at a time, each code once.
      if (isSending.current || !isNewScan(text)) return;
      const token = ticketTokenSchema.safeParse(text);
      if (!token.success) {
        dispatch({ type: 'outcome', view: invalidCodeView() });
        return;
      }
      void send({ token: token.data });
    },
    [isNewScan, send],
  );

  async function handleTyped(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reference = bookingReferenceSchema.safeParse(typed);
    if (!reference.success) {
      dispatch({
        type: 'reference_malformed',
        message: t`A booking reference is 8 letters and digits (0-9, A-F).`,
      });
      input.current?.focus();
      return;
    }
    dispatch({ type: 'reference_sent' });
    await send({ reference: reference.data }, reference.data);
    setTyped('');
    input.current?.focus();
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-stone-900">
            <Trans>Check-in</Trans>
          </h1>
          <p className="mt-1 break-all text-stone-600">
            <Trans>Signed in as {email}</Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {auth.isAdmin && (
            <Button asChild variant="outline">
              <Link to="/admin">
                <LayoutDashboard aria-hidden="true" />
                <Trans>Admin panel</Trans>
              </Link>
            </Button>
          )}
          <SignOutButton label={t`Sign Out`} />
        </div>
      </div>

      {auth.user && (
        <div className="mt-6">
          <DayList userId={auth.user.id} isAdmin={auth.isAdmin} />
        </div>
      )}

      <h2 className="mt-10 text-2xl font-bold text-stone-900">
        <Trans>Scan or type a ticket</Trans>
      </h2>
      <div className="mt-4">
        <OutcomePanel view={view} isBusy={isBusy} />
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <section aria-labelledby="scan-heading">
            <h3 id="scan-heading" className="mb-4 text-lg font-semibold text-stone-900">
              <Trans>Scan a ticket</Trans>
            </h3>
            <CameraScanner onCode={handleCode} />
          </section>
        </Card>
        <Card className="p-4 sm:p-6">
          <section aria-labelledby="typed-heading">
            <h3 id="typed-heading" className="mb-4 text-lg font-semibold text-stone-900">
              <Trans>Type a reference</Trans>
            </h3>
            <form noValidate onSubmit={(event) => void handleTyped(event)} className="space-y-3">
              <TextField
                ref={input}
                label={t`Booking reference`}
                hint={t`The 8 characters on the ticket, for tours departing yesterday, today or tomorrow.`}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={8}
                className="h-12 font-mono text-lg tracking-widest uppercase"
                value={typed}
                error={typedError}
                onChange={(event) => setTyped(event.target.value)}
              />
              <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
                <Trans>Check in</Trans>
              </Button>
            </form>
          </section>
        </Card>
      </div>
    </div>
  );
}

/** The meeting point's check-in desk, for admins and guides (the server checks the same). */
export function CheckInPage() {
  return (
    <AdminGate audience="staff">
      <CheckInDesk />
    </AdminGate>
  );
}
