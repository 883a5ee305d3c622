import { describe, expect, it } from 'vitest';
import { mayOpen, sectionsFor } from './admin-sections.ts';

const labels = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((s) => s.label);

describe('the back office a role sees (issue 18)', () => {
  it('shows the owner every section', () => {
    expect(labels('owner')).toEqual(['Dashboard', 'Appointments', 'Clients', 'Revenue Analytics', 'Services', 'Staff', 'Working Hours', 'Settings', 'Team', 'Outbox']);
  });

  it('shows reception the diary, clients, services and staff, and the Outbox; no revenue, settings or team', () => {
    expect(labels('reception')).toEqual(['Dashboard', 'Appointments', 'Clients', 'Services', 'Staff', 'Outbox']);
  });

  it('shows a stylist their diary, appointments and clients only', () => {
    expect(labels('stylist')).toEqual(['Dashboard', 'Appointments', 'Clients']);
  });

  it.each([
    ['stylist', '/admin/revenue', false],
    ['stylist', '/admin/staff/', false],
    ['stylist', '/admin/clients/abc', true],
    ['stylist', '/admin/clients/abc/export', false],
    ['reception', '/admin/clients/abc/export', true],
    ['reception', '/admin/hours', false],
    ['reception', '/admin/team', false],
    ['reception', '/admin/account', true],
    ['stylist', '/admin', true],
    ['owner', '/admin/settings', true],
  ] as const)('lets a %s open %s: %s', (role, path, allowed) => {
    expect(mayOpen(role, path)).toBe(allowed);
  });
});
