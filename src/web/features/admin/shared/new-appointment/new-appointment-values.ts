import { poundsToPence, penceToPounds } from '../../../../../core/money.ts';
import type { Service } from '../../../../../core/schemas/catalog.schema.ts';
import { StaffBookingSchema, type StaffBookingInput } from '../../../../../core/schemas/staff-booking.schema.ts';
import type { FieldPath } from 'react-hook-form';
import { fromSalonDateTimeInput, toSalonDateTimeInput } from '../../../../lib/salon-time-input.ts';

/** Where a new appointment starts out: a time (and beautician) chosen on the calendar, a waiting client, or nothing. */
export interface NewAppointmentStart {
  start?: Date;
  beauticianId?: string;
  /** the client's details, typed in for staff (a client on the waitlist) */
  client?: { name: string; phone: string; email: string };
  /** the visit's services, chosen already (what a waiting client waits for); a null beautician is any */
  visit?: Array<{ serviceId: string; variantName: string; beauticianId: string | null }>;
  /** booking a client from the waitlist (issue 28): their place ends as booked; `services` are what they wait for */
  waitlist?: { entryId: string; services: string[] };
}

/** The New appointment form as its inputs hold it. */
export interface NewAppointmentValues {
  /** the client's record when picked from the finder; '' for details typed in */
  clientId: string;
  name: string;
  phone: string;
  email: string;
  notes: string;
  serviceId: string;
  variantName: string;
  beauticianId: string;
  /** London wall time, 'YYYY-MM-DDTHH:mm' */
  start: string;
  /** pounds as typed; the variant's price until staff change it */
  price: string;
  sendConfirmation: boolean;
  /** the visit's further services, in the order they happen (docs/decisions/0032) */
  also: ExtraService[];
}

/** A further service of the visit as its inputs hold it. */
export interface ExtraService {
  serviceId: string;
  variantName: string;
  beauticianId: string;
  /** pounds as typed; the variant's price until staff change it */
  price: string;
}

export const NO_EXTRA_SERVICE: ExtraService = { serviceId: '', variantName: '', beauticianId: '', price: '' };

export type ValueName = FieldPath<NewAppointmentValues>;

/** Where one service's fields live in the form. */
export type ServicePaths = Record<keyof ExtraService, ValueName>;

export const FIRST_SERVICE: ServicePaths = {
  serviceId: 'serviceId',
  variantName: 'variantName',
  beauticianId: 'beauticianId',
  price: 'price',
};

export const extraServicePaths = (i: number): ServicePaths => ({
  serviceId: `also.${i}.serviceId`,
  variantName: `also.${i}.variantName`,
  beauticianId: `also.${i}.beauticianId`,
  price: `also.${i}.price`,
});

/** The form as it opens: what the calendar or the waitlist chose already, each variant at its price. */
export function startingValues(initial: NewAppointmentStart, services: Service[]): NewAppointmentValues {
  const [first, ...also] = (initial.visit ?? []).map((item): ExtraService => ({
    serviceId: item.serviceId,
    variantName: item.variantName,
    beauticianId: item.beauticianId ?? '',
    price: priceOf(services, item.serviceId, item.variantName),
  }));
  return {
    clientId: '',
    name: initial.client?.name ?? '',
    phone: initial.client?.phone ?? '',
    email: initial.client?.email ?? '',
    notes: '',
    ...(first ?? NO_EXTRA_SERVICE),
    ...(initial.beauticianId ? { beauticianId: initial.beauticianId } : {}),
    start: initial.start ? toSalonDateTimeInput(initial.start.toISOString()) : '',
    sendConfirmation: initial.client ? initial.client.email !== '' : true,
    also,
  };
}

/** The API's field paths as the form's fields. */
const FIELD_OF: Record<string, ValueName | undefined> = {
  'client.name': 'name',
  'client.phone': 'phone',
  'client.email': 'email',
  'client.notes': 'notes',
  serviceId: 'serviceId',
  variantName: 'variantName',
  beauticianId: 'beauticianId',
  start: 'start',
  price: 'price',
};

/** The form's field of an API field path: the further services' fields have the same paths in both. */
export const fieldOf = (path: string): ValueName | undefined =>
  /^also\.\d+\.(serviceId|variantName|beauticianId|price)$/.test(path) ? (path as ValueName) : FIELD_OF[path];

const pounds = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

export const toBookingInput = (v: NewAppointmentValues): StaffBookingInput => ({
  client: { name: v.name, phone: v.phone, email: v.email, notes: v.notes },
  clientId: v.clientId || undefined,
  serviceId: v.serviceId,
  variantName: v.variantName,
  beauticianId: v.beauticianId,
  start: fromSalonDateTimeInput(v.start) ?? '',
  price: pounds(v.price),
  // Nothing goes to a client with neither an address nor a number that takes texts: the server tells whom it can.
  sendConfirmation: v.sendConfirmation,
  also: v.also.map((x) => ({ serviceId: x.serviceId, variantName: x.variantName, beauticianId: x.beauticianId, price: pounds(x.price) })),
});

/** The same rules the server checks, with the field each message belongs under. */
export function checkValues(v: NewAppointmentValues): Array<{ field: ValueName; message: string }> {
  const parsed = StaffBookingSchema.safeParse(toBookingInput(v));
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue) => {
    const field = fieldOf(issue.path.join('.'));
    return field ? [{ field, message: issue.message }] : [];
  });
}

/** The price a variant sets, as the price input shows it. */
export function priceOf(services: Service[], serviceId: string, variantName: string): string {
  const variant = services.find((s) => s._id === serviceId)?.variants.find((x) => x.name === variantName);
  return variant ? penceToPounds(poundsToPence(variant.price)).toFixed(2) : '';
}

/** How the confirmation reaches the client (issue 40): by e-mail with an address, by text too where it goes as one. */
export function confirmationHint(email: string, byText: boolean): string {
  if (!email.trim()) return byText ? 'By text.' : 'Needs an e-mail address.';
  return byText ? 'By e-mail, with the calendar invite, and by text.' : 'By e-mail, with the calendar invite.';
}
