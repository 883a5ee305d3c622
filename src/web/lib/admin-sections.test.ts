import { describe, expect, it } from 'vitest';
import { mayUse, ROLES } from '../../core/access.ts';
import { ADMIN_SCREENS, type AdminPage } from '../../core/admin-first-requests.ts';
import { mayOpen, sectionsFor } from './admin-sections.ts';

const labels = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((s) => s.label);

describe('the back office a role sees (issue 18)', () => {
  it('shows the owner every section', () => {
    expect(labels('owner')).toEqual([
      'Dashboard',
      'Appointments',
      'Clients',
      'Revenue Analytics',
      'Services',
      'Staff',
      'Working Hours',
      'Settings',
      'Team',
      'Outbox',
    ]);
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

  // The server names a page's first data only for a role the page opens to (core/admin-first-requests.ts): where the
  // two disagreed, a page would either say 'Not available' beside data it never uses, or wait for data never named.
  it.each(Object.keys(ADMIN_SCREENS) as AdminPage[])('opens %s to the roles whose data the server names for it', (page) => {
    const path = page.replace(':id', '0b9f7c1e-3a2d-4e5f-8a6b-7c8d9e0f1a2b');
    for (const role of ROLES) expect(mayOpen(role, path), role).toBe(mayUse(role, ADMIN_SCREENS[page].area));
  });
});
