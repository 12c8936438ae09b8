import type { signInFormSchema, SignInForm } from '@app/domain/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from './ui/button';
import { TextField } from './ui/text-field';
import { signInValidation } from '../lib/auth-form-validation';
import { signInWaitMessage } from '../lib/sign-in-wait';

/** What a sign-in attempt may ask of the form: to wait this many seconds (0: unknown). */
export type SignInOutcome = { waitSeconds: number } | undefined;

interface Wait {
  seconds: number;
  /** When the wait ends, in Date.now() time. */
  until: number;
}

const startWait = (seconds: number): Wait => ({ seconds, until: Date.now() + seconds * 1000 });

/**
 * How long is left, said once to screen readers and shown counting down; `onEnd` runs when it is
 * over. A wait of 0 seconds (the server named none) is only said.
 */
function SignInWaitNotice({ wait, onEnd }: { wait: Wait; onEnd: () => void }) {
  const [secondsLeft, setSecondsLeft] = useState(wait.seconds);
  useEffect(() => {
    if (wait.seconds === 0) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((wait.until - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) onEnd();
    }, 250);
    return () => clearInterval(timer);
  }, [wait, onEnd]);

  return (
    <div className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm font-medium text-amber-900">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p role="alert" className="sr-only">
        {signInWaitMessage(wait.seconds)}
      </p>
      {/* A timer is not read out on every tick; the alert above said it once. */}
      <p role="timer" className="tabular-nums">
        {signInWaitMessage(secondsLeft)}
      </p>
    </div>
  );
}

/**
 * Email and password with the spec's busy label; the caller decides what success means. When
 * the server refuses more attempts for a while, the form says how long and keeps Sign In off
 * until then.
 */
export function SignInForm({
  onSubmit,
  defaultEmail = '',
  children,
}: {
  onSubmit: (values: SignInForm) => Promise<SignInOutcome>;
  defaultEmail?: string;
  children?: React.ReactNode;
}) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof signInFormSchema>, unknown, SignInForm>({
    resolver: signInValidation.resolver,
    defaultValues: { email: defaultEmail, password: '' },
  });
  const [wait, setWait] = useState<Wait | null>(null);
  const endWait = useCallback(() => setWait(null), []);
  const isWaiting = wait !== null && wait.seconds > 0;

  async function handleValid(values: SignInForm) {
    if (isWaiting) return;
    setWait(null);
    const outcome = await onSubmit(values);
    if (outcome) {
      setWait(startWait(outcome.waitSeconds));
    }
  }

  return (
    <form
      noValidate
      onFocus={signInValidation.preload}
      onSubmit={handleSubmit(handleValid)}
      className="space-y-4"
    >
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      {children}
      {wait && <SignInWaitNotice key={wait.until} wait={wait} onEnd={endWait} />}
      <Button type="submit" className="w-full" disabled={isSubmitting || isWaiting}>
        {isSubmitting ? <Trans>Signing in...</Trans> : <Trans>Sign In</Trans>}
      </Button>
    </form>
  );
}
