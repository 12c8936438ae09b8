import { isLeadName, isPhoneNumber, type LeadTraveller } from '@app/domain/lead-traveller';
import { LEAD_NAME_MAX_LENGTH, PHONE_DIGITS_MAX } from '@app/domain/db-rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { accountName, useAuth } from '../../lib/auth';
import { useLastBookingContact } from '../../lib/last-booking-contact';
import { Input } from '../ui/input';
import { FieldError, Label } from '../ui/label';

interface LeadFields {
  name: string;
  phone: string;
}

/** What the member typed; null for a field not touched yet, which shows the prefilled value. */
type Typed = { [K in keyof LeadFields]: string | null };

export interface LeadTravellerForm {
  fields: LeadFields;
  errors: Partial<Record<keyof LeadFields, true>>;
  setField: (field: keyof LeadFields, value: string) => void;
  /** The contact to send, or null after showing what is missing and focusing the first field. */
  validate: () => LeadTraveller | null;
  ids: { name: string; phone: string };
}

// What the member typed outlives a trip to the card provider's page or the sign-in page in this
// tab: the booking resumes with it (decision 026).
const DRAFT_KEY = 'ecotours.lead-traveler';

function readDraft(): Typed {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (typeof stored === 'object' && stored !== null) {
      const name: unknown = Reflect.get(stored, 'name');
      const phone: unknown = Reflect.get(stored, 'phone');
      return {
        name: typeof name === 'string' ? name : null,
        phone: typeof phone === 'string' ? phone : null,
      };
    }
  } catch {
    // Storage refused (private mode) or garbled: start from the prefilled values.
  }
  return { name: null, phone: null };
}

function writeDraft(typed: Typed) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(typed));
  } catch {
    // Storage refused: the draft lives as long as the page.
  }
}

/**
 * The lead traveller of a booking: who the guide expects and calls. Starts from the contact of
 * the member's last booking, else the member's own name, and is checked as the server checks it.
 */
export function useLeadTravellerForm(): LeadTravellerForm {
  const auth = useAuth();
  const user = auth.user;
  const last = useLastBookingContact(user?.id);
  const id = useId();
  const ids = { name: `${id}-lead-name`, phone: `${id}-lead-phone` };
  const [typed, setTyped] = useState<Typed>(readDraft);
  const [errors, setErrors] = useState<LeadTravellerForm['errors']>({});
  const fields: LeadFields = {
    name: typed.name ?? last.data?.name ?? (user ? accountName(user) : ''),
    phone: typed.phone ?? last.data?.phone ?? '',
  };

  function validate(): LeadTraveller | null {
    const lead = { name: fields.name.trim(), phone: fields.phone.trim() };
    const found = {
      ...(isLeadName(lead.name) ? {} : { name: true as const }),
      ...(isPhoneNumber(lead.phone) ? {} : { phone: true as const }),
    };
    setErrors(found);
    if (found.name || found.phone) {
      document.getElementById(found.name ? ids.name : ids.phone)?.focus();
      return null;
    }
    return lead;
  }

  return {
    fields,
    errors,
    ids,
    validate,
    setField: (field, value) => {
      const next = { ...typed, [field]: value };
      setTyped(next);
      writeDraft(next);
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
  };
}

/** The lead traveller's name and phone, for the guide on the day. */
export function LeadTravellerFields({ form }: { form: LeadTravellerForm }) {
  const { t } = useLingui();
  const hintId = `${form.ids.name}-hint`;
  const nameError = form.errors.name ? t`Please enter the lead traveler’s name.` : undefined;
  const phoneError = form.errors.phone
    ? t`Please enter a phone number the guide can call, such as +33 6 12 34 56 78.`
    : undefined;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-stone-800">
        <Trans>Lead traveler</Trans>
      </legend>
      <p id={hintId} className="-mt-1 text-xs text-stone-600">
        <Trans>
          Your guide sees this name and number on the day, to find and reach your group.
        </Trans>
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={form.ids.name}>
          <Trans>Full name</Trans>
        </Label>
        <Input
          id={form.ids.name}
          autoComplete="name"
          maxLength={LEAD_NAME_MAX_LENGTH}
          value={form.fields.name}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${form.ids.name}-error` : undefined}
          onChange={(event) => form.setField('name', event.target.value)}
        />
        <FieldError id={`${form.ids.name}-error`}>{nameError}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={form.ids.phone}>
          <Trans>Mobile phone</Trans>
        </Label>
        <Input
          id={form.ids.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={2 * PHONE_DIGITS_MAX}
          placeholder="+33 6 12 34 56 78"
          value={form.fields.phone}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? `${form.ids.phone}-error` : undefined}
          onChange={(event) => form.setField('phone', event.target.value)}
        />
        <FieldError id={`${form.ids.phone}-error`}>{phoneError}</FieldError>
      </div>
    </fieldset>
  );
}
