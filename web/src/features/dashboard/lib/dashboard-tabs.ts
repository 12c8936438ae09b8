export const dashboardTabs = ['bookings', 'history', 'wallet', 'achievements', 'reviews'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** The tab named in ?tab=, Bookings when there is none or it is unknown. */
export function parseDashboardTab(value: string | null): DashboardTab {
  return dashboardTabs.find((tab) => tab === value) ?? 'bookings';
}
