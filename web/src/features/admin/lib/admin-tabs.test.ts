import { describe, expect, it } from 'vitest';
import { parseAdminTab } from './admin-tabs';

describe('parseAdminTab', () => {
  it('keeps a known tab', () => {
    expect(parseAdminTab('images')).toBe('images');
    expect(parseAdminTab('micro-tours')).toBe('micro-tours');
    expect(parseAdminTab('tools')).toBe('tools');
    expect(parseAdminTab('messages')).toBe('messages');
    expect(parseAdminTab('members')).toBe('members');
    expect(parseAdminTab('bookings')).toBe('bookings');
    expect(parseAdminTab('newsletter')).toBe('newsletter');
    expect(parseAdminTab('mail-queue')).toBe('mail-queue');
    expect(parseAdminTab('payments')).toBe('payments');
    expect(parseAdminTab('guides')).toBe('guides');
  });

  it('falls back to Create Tour for a missing or unknown tab', () => {
    expect(parseAdminTab(null)).toBe('create');
    expect(parseAdminTab('')).toBe('create');
    expect(parseAdminTab('settings')).toBe('create');
  });
});
