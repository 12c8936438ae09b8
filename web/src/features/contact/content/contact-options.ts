import { groupSizeValues, inquiryTypeLabels, inquiryTypeValues } from '@app/domain/contact-fields';

export const inquiryTypes = inquiryTypeValues.map((value) => ({
  value,
  label: inquiryTypeLabels[value],
}));

export const groupSizes = groupSizeValues;

export const supportHours = 'Monday to Friday, 9:00–18:00 CET';
