import { poundsToPence, penceToPounds } from '../../../../../core/money.ts';
import type { Service } from '../../../../../core/schemas/catalog.schema.ts';
import { StaffBookingSchema, type StaffBookingInput } from '../../../../../core/schemas/staff-booking.schema.ts';
import { fromSalonDateTimeInput } from '../../../../lib/salon-time-input.ts';

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
}

export type ValueName = keyof NewAppointmentValues;

/** The API's field paths as the form's fields. */
const FIELD_OF: Record<string, ValueName> = {
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

export const fieldOf = (path: string): ValueName | undefined => FIELD_OF[path];

export const toBookingInput = (v: NewAppointmentValues): StaffBookingInput => ({
  client: { name: v.name, phone: v.phone, email: v.email, notes: v.notes },
  clientId: v.clientId || undefined,
  serviceId: v.serviceId,
  variantName: v.variantName,
  beauticianId: v.beauticianId,
  start: fromSalonDateTimeInput(v.start) ?? '',
  price: v.price.trim() === '' ? undefined : Number(v.price),
  sendConfirmation: v.sendConfirmation && v.email.trim() !== '',
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
