import { t } from '@lingui/core/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  addressWithoutLinkParams,
  forgetSignUpEmail,
  initialEmailLinkOutcome,
} from '../../lib/email-link-outcome';
import { getSupabase } from '../../lib/supabase';
import { toast } from '../../lib/toast';

const ExpiredLinkDialog = lazy(() =>
  import('../expired-link-dialog').then((module) => ({ default: module.ExpiredLinkDialog })),
);

/** Said once the confirmation link signed the member in. */
export const confirmedMessage = () => t`Your e-mail is confirmed. You're signed in.`;

let isHandled = false;

/**
 * Says what became of the confirmation link the page was opened from, then takes the link's
 * session or error out of the address bar. NOTE: supabase-js must read the fragment first (it
 * signs the member in from it), so this waits for the client's start before it cleans up.
 */
export function EmailLinkNotice() {
  const [isExpiredOpen, setExpiredOpen] = useState(false);

  useEffect(() => {
    const outcome = initialEmailLinkOutcome;
    if (!outcome || isHandled) return;
    isHandled = true;
    void getSupabase()
      .then((supabase) => supabase.auth.getSession())
      .then(({ data }) => {
        window.history.replaceState(
          window.history.state,
          '',
          addressWithoutLinkParams(window.location.href),
        );
        if (outcome === 'confirmed' && data.session) {
          forgetSignUpEmail();
          toast.success(confirmedMessage());
        } else {
          setExpiredOpen(true);
        }
      });
  }, []);

  if (!isExpiredOpen) return null;
  return (
    <Suspense fallback={null}>
      <ExpiredLinkDialog open={isExpiredOpen} onOpenChange={setExpiredOpen} />
    </Suspense>
  );
}
