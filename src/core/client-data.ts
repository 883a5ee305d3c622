import { subYears } from 'date-fns';
import type { AppointmentStatus } from './schemas/appointment.schema.ts';

/**
 * UK GDPR rules for one client's data (docs/decisions/0028): what an erased record is called, what an erased e-mail
 * says in its place, when a client is old enough to anonymise, and what their export file is called.
 */
export const ERASED_CLIENT_NAME = 'Erased client';

/** What an erased client's e-mails say instead of their subject and body. */
export const ERASED_MESSAGE_TEXT = 'Removed: this message was about a client whose data was erased.';

/** A booking in these statuses is still to come or still waiting for payment: erasure waits for it. */
export const UPCOMING_STATUSES = ['reserved_unpaid', 'confirmed'] as const satisfies readonly AppointmentStatus[];

/**
 * The last visit (appointment start) a client kept under `years` of retention may have had: anything before it is
 * past the limit. Calendar years, so 29 February counts back to 28 February.
 */
export const retentionCutoff = (now: Date, years: number): Date => subYears(now, years);

const FILE_SLUG_MAX = 40;

/** 'client-data-jane-o-brien-2026-11-24.json': readable, safe in any file system and in a header (ASCII only). */
export function exportFileName(name: string, date: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, FILE_SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return `client-data-${slug || 'client'}-${date}.json`;
}
