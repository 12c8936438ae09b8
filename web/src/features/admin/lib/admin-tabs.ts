export const adminTabs = [
  'create',
  'images',
  'micro-tours',
  'tools',
  'messages',
  'members',
  'bookings',
  'reviews',
  'newsletter',
  'mail-queue',
  'payments',
  'receipts',
  'guides',
] as const;
export type AdminTab = (typeof adminTabs)[number];

export const adminTabLabels: Record<AdminTab, string> = {
  create: 'Create Tour',
  images: 'Images Manager',
  'micro-tours': 'Micro-Tours',
  tools: 'Tools',
  messages: 'Messages',
  members: 'Members',
  bookings: 'Bookings',
  reviews: 'Reviews',
  newsletter: 'Newsletter',
  'mail-queue': 'Mail queue',
  payments: 'Payments',
  receipts: 'Receipts',
  guides: 'Guides',
};

/** The tab named in ?tab=, Create Tour when there is none or it is unknown. */
export function parseAdminTab(value: string | null): AdminTab {
  return adminTabs.find((tab) => tab === value) ?? 'create';
}
