import '../messages';
import type { ContactMessageForm, ContactMessageInput } from '@app/domain/contact';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Send, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { sendContactMessage, sendFailedMessage } from '../api/send-contact-message';
import { groupSizes, inquiryTypes } from '../content/contact-options';
import { contactMessageText } from '../lib/contact-message-text';
import { errorText } from '../../../lib/error-text';

// The server's own rules, loaded when the form is first used rather than with the page.
const contactValidation = lazyZodResolver(() =>
  import('@app/domain/contact').then((module) => module.contactMessageInputSchema),
);

const emptyForm: ContactMessageForm = {
  firstName: '',
  lastName: '',
  email: '',
  inquiryType: '' as ContactMessageForm['inquiryType'],
  groupSize: '',
  message: '',
};

/** What the visitor reads once the server has stored the message. */
export function sentText(firstName: string) {
  return i18n._(
    msg`Thanks, ${firstName}. Your message reached our team; we reply within 24 hours.`,
  );
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** The contact form: checked with the server's own rules, then sent to contact-message. */
export function ContactForm() {
  const { t } = useLingui();
  const id = useId();
  const headingId = `${id}-heading`;
  const [sentTo, setSentTo] = useState<string>();
  const [sendError, setSendError] = useState<string>();
  const resultRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageForm, unknown, ContactMessageInput>({
    resolver: contactValidation.resolver,
    defaultValues: emptyForm,
  });

  // The answer takes the focus, so it is read out, and comes into view below the sticky header.
  useEffect(() => {
    const result = resultRef.current;
    if (!result) return;
    result.focus({ preventScroll: true });
    result.scrollIntoView({ block: 'nearest' });
  }, [sentTo, sendError]);

  async function handleSend(message: ContactMessageInput) {
    setSendError(undefined);
    try {
      await sendContactMessage(message);
      reset(emptyForm);
      setSentTo(message.firstName);
    } catch (error) {
      setSendError(errorText(error, sendFailedMessage()));
    }
  }

  if (sentTo) {
    return (
      <div
        ref={resultRef}
        tabIndex={-1}
        role="status"
        className="flex scroll-mt-24 scroll-mb-6 flex-col items-start gap-4 focus:outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-10 text-emerald-700" />
        <h2 className="text-xl font-semibold text-stone-900">
          <Trans>Message sent</Trans>
        </h2>
        <p className="text-stone-700">{sentText(sentTo)}</p>
        <Button variant="outline" onClick={() => setSentTo(undefined)}>
          <Trans>Send another message</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onFocus={contactValidation.preload}
      onSubmit={handleSubmit(handleSend, () => setSendError(undefined))}
      aria-labelledby={headingId}
      aria-busy={isSubmitting}
    >
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        <Trans>Send us a message</Trans>
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        <Trans>
          Fields marked <span className="text-red-700">*</span> are required.
        </Trans>
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          label={t`First Name`}
          labelExtra={<RequiredMark />}
          autoComplete="given-name"
          aria-required="true"
          error={contactMessageText(errors.firstName?.message)}
          {...register('firstName')}
        />
        <TextField
          label={t`Last Name`}
          labelExtra={<RequiredMark />}
          autoComplete="family-name"
          aria-required="true"
          error={contactMessageText(errors.lastName?.message)}
          {...register('lastName')}
        />
        <div className="sm:col-span-2">
          <TextField
            label={t`Email`}
            labelExtra={<RequiredMark />}
            type="email"
            autoComplete="email"
            aria-required="true"
            error={contactMessageText(errors.email?.message)}
            {...register('email')}
          />
        </div>
        <SelectField
          id={`${id}-inquiry-type`}
          label={t`Inquiry Type`}
          labelExtra={<RequiredMark />}
          aria-required="true"
          error={contactMessageText(errors.inquiryType?.message)}
          {...register('inquiryType')}
        >
          <option value="" disabled>
            {t`Select a topic`}
          </option>
          {inquiryTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {t(type.label)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-group-size`}
          label={t`Group Size`}
          error={contactMessageText(errors.groupSize?.message)}
          {...register('groupSize')}
        >
          <option value="">{t`Not applicable`}</option>
          {groupSizes.map((size) => (
            <option key={size} value={size}>
              {size === '1' ? t`1 traveller` : t`${size} travellers`}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <TextareaField
            label={t`Message`}
            labelExtra={<RequiredMark />}
            rows={6}
            aria-required="true"
            placeholder={t`Tell us about your trip, dates and any questions.`}
            error={contactMessageText(errors.message?.message)}
            {...register('message')}
          />
        </div>
      </div>
      {sendError && (
        <div
          ref={resultRef}
          tabIndex={-1}
          role="alert"
          className="mt-6 flex scroll-mt-24 scroll-mb-6 gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 focus:outline-none"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <p>
            <Trans>
              <span className="font-semibold">Your message was not sent.</span> {sendError} What you
              wrote is still in the form.
            </Trans>
          </p>
        </div>
      )}
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={isSubmitting}>
        <Send aria-hidden="true" />
        {isSubmitting ? <Trans>Sending...</Trans> : <Trans>Send Message</Trans>}
      </Button>
    </form>
  );
}
