export const inquiryTypes = [
  { value: 'booking', label: 'Booking question' },
  { value: 'custom', label: 'Custom tour' },
  { value: 'group', label: 'Group travel' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'press', label: 'Press' },
  { value: 'general', label: 'General question' },
  { value: 'feedback', label: 'Feedback' },
] as const;

export const groupSizes = ['1', '2', '3-5', '6-10', '10+'] as const;

export const supportHours = 'Monday to Friday, 9:00–18:00 CET';
