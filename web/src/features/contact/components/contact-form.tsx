import { Info, Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toaster';
import { site } from '../../../config/site';
import { cn } from '../../../lib/cn';
import { groupSizes, inquiryTypes } from '../content/contact-options';
import { buildMailtoLink } from '../lib/build-mailto-link';

const selectClasses = cn(
  'h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900',
  'focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700/40',
);

function Field({
  id,
  label,
  isRequired = false,
  children,
  className,
}: {
  id: string;
  label: string;
  isRequired?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </Label>
      {children}
    </div>
  );
}

function readMessage(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const inquiry = inquiryTypes.find((type) => type.value === text('inquiryType'));
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    inquiryLabel: inquiry?.label ?? '',
    groupSize: text('groupSize'),
    message: text('message'),
  };
}

/**
 * NOTE: the product has no endpoint for messages yet (the spec: "the form is not submitted
 * anywhere"), so sending keeps the contents and offers the visitor's own e-mail app instead.
 */
export function ContactForm() {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const [mailtoLink, setMailtoLink] = useState<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMailtoLink(buildMailtoLink(site.email, readMessage(event.currentTarget)));
    toast.info('Messages cannot be sent online yet', {
      description: `Please e-mail us at ${site.email}. Your message is still in the form.`,
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby={fieldId('heading')}>
      <h2 id={fieldId('heading')} className="text-xl font-semibold text-stone-900">
        Send us a message
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field id={fieldId('first-name')} label="First Name" isRequired>
          <Input
            id={fieldId('first-name')}
            name="firstName"
            autoComplete="given-name"
            aria-required="true"
          />
        </Field>
        <Field id={fieldId('last-name')} label="Last Name" isRequired>
          <Input
            id={fieldId('last-name')}
            name="lastName"
            autoComplete="family-name"
            aria-required="true"
          />
        </Field>
        <Field id={fieldId('email')} label="Email" isRequired className="sm:col-span-2">
          <Input
            id={fieldId('email')}
            name="email"
            type="email"
            autoComplete="email"
            aria-required="true"
          />
        </Field>
        <Field id={fieldId('inquiry-type')} label="Inquiry Type" isRequired>
          <select
            id={fieldId('inquiry-type')}
            name="inquiryType"
            defaultValue=""
            aria-required="true"
            className={selectClasses}
          >
            <option value="" disabled>
              Select a topic
            </option>
            {inquiryTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fieldId('group-size')} label="Group Size">
          <select
            id={fieldId('group-size')}
            name="groupSize"
            defaultValue=""
            className={selectClasses}
          >
            <option value="">Not applicable</option>
            {groupSizes.map((size) => (
              <option key={size} value={size}>
                {size === '1' ? '1 traveller' : `${size} travellers`}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fieldId('message')} label="Message" isRequired className="sm:col-span-2">
          <Textarea
            id={fieldId('message')}
            name="message"
            rows={6}
            aria-required="true"
            placeholder="Tell us about your trip, dates and any questions."
          />
        </Field>
      </div>
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
        <Send aria-hidden="true" />
        Send Message
      </Button>
      {mailtoLink && (
        <div className="mt-5 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <p>
            Our form cannot send messages online yet, so nothing was sent. Please e-mail us at{' '}
            <a href={`mailto:${site.email}`} className="font-semibold underline">
              {site.email}
            </a>{' '}
            or{' '}
            <a href={mailtoLink} className="font-semibold underline">
              open this message in your e-mail app
            </a>
            .
          </p>
        </div>
      )}
    </form>
  );
}
