import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ClientDetailsInput } from '../../../core/schemas/client.schema.ts';
import type { PaymentMode } from '../../../core/schemas/appointment.schema.ts';
import type { VisitSlot } from '../../../core/schemas/visit-availability.schema.ts';
import { newRequestId } from '../../lib/request-id.ts';

/** Spec §3 'Booking selection': what the customer has chosen so far, across screens. */
export interface BookingSelection {
  serviceId?: string;
  variantName?: string;
  /** Pounds, the chosen variant's price. */
  price?: number;
  beauticianId?: string;
  /** Any available beautician: the server picks one at booking. */
  any: boolean;
  /** 'YYYY-MM-DD' in the salon's zone. */
  date?: string;
  startISO?: string;
  client?: ClientDetailsInput;
  mode?: PaymentMode;
  appointmentId?: string;
  /**
   * This checkout's id, made when the time is chosen: sent with every attempt to book it, so a retry is never a
   * second booking and a customer back from the payment page takes up their own hold (docs/decisions/0023).
   */
  requestId?: string;
  /**
   * The visit's further services, after the one above (issue 25, docs/decisions/0032): empty for the spec's booking
   * of one service. The first service stays in the fields above, so the spec's journey reads them as it always did.
   */
  also: VisitItem[];
  /** the start chosen for a visit, with who does which service when (shown until the booking is made) */
  visitSlot?: VisitSlot;
}

/** One service of a visit as the customer has chosen it (the catalogue gives its name, category and length). */
export interface VisitItem {
  serviceId: string;
  variantName: string;
  /** pounds, the variant's price when chosen */
  price: number;
  beauticianId?: string;
  any: boolean;
}

/** The fields that say what the visit is. */
export type VisitFields = Pick<BookingSelection, 'serviceId' | 'variantName' | 'price' | 'beauticianId' | 'any' | 'also'>;

interface BookingActions {
  /** A different service or variant changes which times fit, so the chosen date and time go. */
  setService: (serviceId: string, variantName: string, price: number) => void;
  /** Spec §4 'Choosing a service' ('Book Now'): this service alone, whatever visit was being put together. */
  chooseOnly: (serviceId: string, variantName: string, price: number) => void;
  /** A different beautician has a different diary, so the chosen date and time go. */
  setBeautician: (beauticianId: string | undefined, any: boolean) => void;
  /** Spec §4: selecting a date clears the chosen time. */
  setDate: (date: string) => void;
  setSlot: (startISO: string | undefined) => void;
  /** The time picked on '/times', with the diary it was offered from: a new checkout begins. */
  chooseSlot: (
    choice: Required<Pick<BookingSelection, 'variantName' | 'price' | 'any' | 'startISO'>> & Pick<BookingSelection, 'beauticianId'>,
  ) => void;
  /** A start chosen for the whole visit: a new checkout begins. */
  chooseVisitSlot: (slot: VisitSlot) => void;
  setClient: (client: ClientDetailsInput) => void;
  setMode: (mode: PaymentMode) => void;
  setAppointmentId: (appointmentId: string) => void;
  /** The visit's services, the first in the fields above: a change of the visit's services frees the chosen date and time. */
  setVisit: (visit: VisitFields) => void;
  reset: () => void;
}

/** Every field listed, because zustand merges: a key left out would survive reset(). */
const EMPTY: BookingSelection = {
  serviceId: undefined,
  variantName: undefined,
  price: undefined,
  beauticianId: undefined,
  any: false,
  date: undefined,
  startISO: undefined,
  client: undefined,
  mode: undefined,
  appointmentId: undefined,
  requestId: undefined,
  also: [],
  visitSlot: undefined,
};
const SELECTION_KEYS = Object.keys(EMPTY) as Array<keyof BookingSelection>;

/**
 * Kept in sessionStorage so a reload (or the trip to a payment page and back) keeps the selection,
 * while a new tab starts afresh and nothing lingers after the browser closes.
 */
export const useBookingStore = create<BookingSelection & BookingActions>()(
  persist(
    (set) => ({
      ...EMPTY,
      setService: (serviceId, variantName, price) => set({ serviceId, variantName, price, date: undefined, startISO: undefined }),
      chooseOnly: (serviceId, variantName, price) => set({ serviceId, variantName, price, also: [], date: undefined, startISO: undefined }),
      setBeautician: (beauticianId, any) =>
        set({ beauticianId: any ? undefined : beauticianId, any, date: undefined, startISO: undefined }),
      setDate: (date) => set({ date, startISO: undefined }),
      setSlot: (startISO) => set({ startISO, requestId: startISO ? newRequestId() : undefined }),
      chooseSlot: (choice) => set({ ...choice, visitSlot: undefined, requestId: newRequestId() }),
      chooseVisitSlot: (visitSlot) => set({ startISO: visitSlot.startISO, visitSlot, requestId: newRequestId() }),
      setClient: (client) => set({ client }),
      setMode: (mode) => set({ mode }),
      setAppointmentId: (appointmentId) => set({ appointmentId }),
      setVisit: (visit) => set({ ...visit, date: undefined, startISO: undefined, visitSlot: undefined }),
      reset: () => set(EMPTY),
    }),
    {
      name: 'salon-booking-selection',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      // The selection, not the actions: the fields EMPTY lists.
      partialize: (state) => Object.fromEntries(SELECTION_KEYS.map((key) => [key, state[key]])) as Partial<BookingSelection>,
    },
  ),
);
