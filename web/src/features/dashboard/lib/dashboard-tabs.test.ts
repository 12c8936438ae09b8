import { describe, expect, it } from 'vitest';
import { parseDashboardTab } from './dashboard-tabs';

describe('parseDashboardTab', () => {
  it('opens the tab the link names', () => {
    expect(parseDashboardTab('bookings')).toBe('bookings');
    expect(parseDashboardTab('wallet')).toBe('wallet');
  });

  it('opens Bookings for no tab or an unknown one', () => {
    expect(parseDashboardTab(null)).toBe('bookings');
    expect(parseDashboardTab('settings')).toBe('bookings');
  });
});
