import type { WaitlistWindow } from '../../../core/schemas/waitlist.schema.ts';

/**
 * A refused join as the form shows it: the words of each field the server named (its `details.fields`, keyed by path,
 * e.g. 'client.email' or 'windows.1.to'), once each, else its message (spec §8).
 */
export function refusalMessages(message: string, fields: Record<string, string> | undefined): string[] {
  const named = [...new Set(Object.values(fields ?? {}))];
  return named.length > 0 ? named : [message];
}

/** The server's message for one of the client's fields ('name', 'email', 'phone'), if it named it. */
export const clientFieldError = (fields: Record<string, string> | undefined, name: 'name' | 'email' | 'phone'): string | undefined =>
  fields?.[`client.${name}`];

/** The server's message for a window (any of its fields), if it named one. */
export function windowFieldError(
  fields: Record<string, string> | undefined,
  index: number,
  field: keyof WaitlistWindow,
): string | undefined {
  return fields?.[`windows.${index}.${field}`];
}
