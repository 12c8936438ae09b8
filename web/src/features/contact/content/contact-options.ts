import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { groupSizeValues, type InquiryType, inquiryTypeValues } from '@app/domain/contact-fields';

/** The spec's inquiry types in every language (the domain keeps the English for the server). */
const inquiryTypeLabels: Record<InquiryType, MessageDescriptor> = {
  booking: msg`Booking question`,
  custom: msg`Custom tour`,
  group: msg`Group travel`,
  partnership: msg`Partnership`,
  press: msg`Press`,
  general: msg`General question`,
  feedback: msg`Feedback`,
};

export const inquiryTypes = inquiryTypeValues.map((value) => ({
  value,
  label: inquiryTypeLabels[value],
}));

export const groupSizes = groupSizeValues;

export const supportHours = msg`Monday to Friday, 9:00–18:00 CET`;
