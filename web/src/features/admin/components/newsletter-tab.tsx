import '../messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { NEWSLETTER_SUBJECT_MAX_LENGTH } from '@app/domain/db-rules';
import { newsletterIssueInputSchema, type NewsletterIssueInput } from '@app/domain/newsletter';
import { Eye, EyeOff, Send } from 'lucide-react';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { errorText, validationText } from '../../../lib/error-text';
import { functionErrorCode } from '../../../lib/server-function';
import { useNewsletterSubscriberCount, useSendNewsletter } from '../api/newsletter-issues';
import { NewsletterIssuesList } from './newsletter-issues-list';
import { NewsletterPreview } from './newsletter-preview';

type FieldErrors = Partial<Record<keyof NewsletterIssueInput, string>>;

function fieldErrors(subject: string, body: string) {
  const result = newsletterIssueInputSchema.safeParse({ subject, body });
  if (result.success) return { issue: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const problem of result.error.issues) {
    const field = problem.path[0];
    if ((field === 'subject' || field === 'body') && !errors[field]) {
      errors[field] = validationText(problem.message);
    }
  }
  return { issue: undefined, errors };
}

function ConfirmSendDialog({
  issue,
  recipients,
  returnFocusTo,
  onClose,
}: {
  issue: NewsletterIssueInput | null;
  recipients: number;
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose: (wasSent: boolean) => void;
}) {
  const send = useSendNewsletter();
  const { t } = useLingui();
  const subjectLine = issue?.subject;
  function handleSend() {
    if (!issue) return;
    send.mutate(issue, {
      onSuccess: (answer) => {
        toast.success(t`The newsletter is on its way`, {
          description: plural(answer.recipients, {
            one: 'Sending to # subscriber; the list below shows the progress.',
            other: 'Sending to # subscribers; the list below shows the progress.',
          }),
        });
        onClose(true);
      },
      onError: (error) => {
        toast.error(
          functionErrorCode(error) === 'no_subscribers'
            ? t`Nobody to send to`
            : t`Failed to send the newsletter`,
          { description: errorText(error) },
        );
        onClose(false);
      },
    });
  }
  return (
    <Dialog
      open={issue !== null}
      onOpenChange={(open) => !open && onClose(false)}
      returnFocusTo={returnFocusTo}
      canClose={!send.isPending}
      title={plural(recipients, {
        one: 'Send this issue to # subscriber?',
        other: 'Send this issue to # subscribers?',
      })}
      description={t`It goes out at once, in batches, and cannot be called back. Every mail carries the reader's own unsubscribe link.`}
    >
      {issue && (
        <div className="mt-4 space-y-4">
          <p className="text-sm break-words text-stone-800">
            <Trans>
              <span className="font-medium">Subject:</span> {subjectLine}
            </Trans>
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              disabled={send.isPending}
              onClick={() => onClose(false)}
              data-autofocus
            >
              <Trans>Keep editing</Trans>
            </Button>
            <Button disabled={send.isPending} onClick={handleSend}>
              <Send aria-hidden="true" />
              {send.isPending ? t`Sending...` : t`Send now`}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** 'Newsletter': write an issue, preview it, send it to the confirmed subscribers, follow it. */
export function NewsletterTab() {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isPreviewing, setIsPreviewing] = useState(false);
  const [toConfirm, setToConfirm] = useState<NewsletterIssueInput | null>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const subscribers = useNewsletterSubscriberCount();
  const count = subscribers.data ?? 0;
  const { t } = useLingui();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = fieldErrors(subject, body);
    setErrors(checked.errors);
    if (checked.issue) setToConfirm(checked.issue);
  }

  function handleClose(wasSent: boolean) {
    setToConfirm(null);
    if (wasSent) {
      setSubject('');
      setBody('');
      setIsPreviewing(false);
    }
    void subscribers.refetch();
  }

  return (
    <section aria-labelledby="newsletter-heading" className="space-y-8">
      <div>
        <h2 id="newsletter-heading" className="text-2xl font-bold text-stone-900">
          <Trans>Newsletter</Trans>
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          <Trans>Write the Slow Travel Letter and send it to every confirmed subscriber.</Trans>
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <form noValidate onSubmit={handleSubmit} className="space-y-4">
            <TextField
              label={t`Subject`}
              labelExtra={<span className="text-red-700"> *</span>}
              required
              maxLength={NEWSLETTER_SUBJECT_MAX_LENGTH}
              value={subject}
              error={errors.subject}
              onChange={(event) => {
                setSubject(event.target.value);
                setErrors(({ subject: _fixed, ...rest }) => rest);
              }}
            />
            <TextareaField
              label={t`Letter`}
              labelExtra={<span className="text-red-700"> *</span>}
              required
              className="min-h-64"
              placeholder={t`A blank line starts a new paragraph.`}
              value={body}
              error={errors.body}
              onChange={(event) => {
                setBody(event.target.value);
                setErrors(({ body: _fixed, ...rest }) => rest);
              }}
            />
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-between">
              <Button
                variant="outline"
                aria-pressed={isPreviewing}
                onClick={() => setIsPreviewing((shown) => !shown)}
              >
                {isPreviewing ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                {isPreviewing ? t`Hide preview` : t`Preview`}
              </Button>
              {subscribers.isPending ? (
                <Skeleton className="h-10 w-52" />
              ) : (
                <Button ref={sendButton} type="submit" disabled={count === 0}>
                  <Send aria-hidden="true" />
                  {count === 0
                    ? t`No confirmed subscribers yet`
                    : plural(count, {
                        one: 'Send to # subscriber',
                        other: 'Send to # subscribers',
                      })}
                </Button>
              )}
            </div>
            {subscribers.isError && (
              <p role="alert" className="text-sm text-red-800">
                {t`Failed to count the subscribers.`} {errorText(subscribers.error)}
              </p>
            )}
            {count === 0 && subscribers.isSuccess && (
              <p className="text-sm text-stone-600">
                <Trans>There are no confirmed subscribers to send this issue to.</Trans>
              </p>
            )}
          </form>
        </Card>
        {isPreviewing && <NewsletterPreview subject={subject} body={body} />}
      </div>
      <NewsletterIssuesList />
      <ConfirmSendDialog
        issue={toConfirm}
        recipients={count}
        returnFocusTo={sendButton}
        onClose={handleClose}
      />
    </section>
  );
}
