import { DEFAULT_STAFF_COLOR, type BeauticianInput, type BeauticianUpdate } from '../../../core/schemas/beautician-input.schema.ts';
import type { BeauticianStaff } from '../../../core/schemas/catalog.schema.ts';
import type { Database } from '../../db/client.ts';
import { beauticians } from '../../db/schema/catalog.ts';
import { FOREIGN_KEY_VIOLATION, postgresCode } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { clearsImage } from '../uploads/image-replacement.ts';
import { findBeautician, type BeauticianRecord } from './catalog.repository.ts';
import { toBeauticianStaff } from './catalog.service.ts';
import { countAppointmentsOfBeautician, countUpcomingAppointments, servicesAssignedTo } from './catalog-usage.repository.ts';
import { insertRecord } from './catalog-records.repository.ts';
import { deleteLocked, updateLocked, uploadImage, type CatalogWriteDeps, type RecordKind } from './catalog-write.ts';
import { replaceBeauticianHours, type BeauticianValues } from './beauticians-write.repository.ts';
import { plural } from '../../../core/plural.ts';

const BEAUTICIAN: RecordKind<typeof beauticians> = { table: beauticians, name: 'Beautician', image: { kind: 'staff', folder: 'staff' } };

async function requireBeautician(db: Database, id: string): Promise<BeauticianRecord> {
  const beautician = await findBeautician(db, id);
  if (!beautician) throw AppError.notFound(BEAUTICIAN.name);
  return beautician;
}

/** The form's fields as stored: blank e-mail and phone are none; a blank colour is the default one. */
function toValues(input: BeauticianUpdate): Partial<BeauticianValues> {
  const { name, bio, active, specialties } = input;
  return {
    name,
    bio,
    active,
    specialties,
    email: input.email === undefined ? undefined : input.email || null,
    phone: input.phone === undefined ? undefined : input.phone || null,
    color: input.color === undefined ? undefined : input.color || DEFAULT_STAFF_COLOR,
  };
}

/** `POST /api/beauticians`: the staff member and their week in one transaction. */
export async function createBeautician({ db }: CatalogWriteDeps, input: BeauticianInput): Promise<BeauticianStaff> {
  clearsImage(null, input.image);
  const id = await db.transaction(async (tx) => {
    const id = await insertRecord(tx, beauticians, { ...toValues(input), name: input.name });
    await replaceBeauticianHours(tx, id, input.workingHours);
    return id;
  });
  return toBeauticianStaff(await requireBeautician(db, id));
}

/**
 * `PATCH /api/beauticians/{id}`: what is sent changes, the rest stays; `workingHours` replaces the week.
 * Appointments already booked stay where they are, even outside a changed week.
 */
export async function updateBeautician(deps: CatalogWriteDeps, id: string, patch: BeauticianUpdate): Promise<BeauticianStaff> {
  const current = await requireBeautician(deps.db, id);
  await updateLocked(deps, BEAUTICIAN, id, {
    values: toValues(patch),
    clearImage: clearsImage(current.imageUrl, patch.image),
    rest: async (tx) => {
      if (patch.workingHours) await replaceBeauticianHours(tx, id, patch.workingHours);
    },
  });
  return toBeauticianStaff(await requireBeautician(deps.db, id));
}

/**
 * `DELETE /api/beauticians/{id}` (docs/decisions/0008). Refused, with what to do instead, while the
 * beautician performs services (spec §2), has appointments to come, or has any appointment at all: past
 * appointments name who did the work, so those beauticians are deactivated, not deleted.
 */
export async function deleteBeautician(deps: CatalogWriteDeps, id: string): Promise<void> {
  // Their working hours go with them (cascade); services and appointments restrict, so they are checked first.
  await deleteLocked(deps, BEAUTICIAN, id, (tx) => assertDeletable(tx, id, deps.clock())).catch((err: unknown) => {
    // Only a booking that slipped in between the checks and the delete gets here.
    if (postgresCode(err) === FOREIGN_KEY_VIOLATION) throw historyConflict();
    throw err;
  });
}

const historyConflict = () =>
  AppError.conflict(
    'BEAUTICIAN_HAS_HISTORY',
    'This staff member has past appointments, which keep their name. Untick Active instead to stop new bookings.',
  );

async function assertDeletable(db: Database, id: string, now: Date): Promise<void> {
  const assigned = await servicesAssignedTo(db, id);
  if (assigned.length > 0) {
    const names = assigned.map((s) => s.name).join(', ');
    throw new AppError('BEAUTICIAN_HAS_SERVICES', `Reassign these services first: ${names}.`, 409, {
      services: assigned.map((s) => ({ _id: s.id, name: s.name })),
    });
  }
  const upcoming = await countUpcomingAppointments(db, { beauticianId: id }, now);
  if (upcoming > 0) {
    throw AppError.conflict(
      'BEAUTICIAN_HAS_APPOINTMENTS',
      `This staff member has ${plural(upcoming, 'upcoming appointment', 'upcoming appointments')}. ` +
        'Cancel or reassign them first, or untick Active to stop new bookings.',
    );
  }
  if ((await countAppointmentsOfBeautician(db, id)) > 0) throw historyConflict();
}

/** `POST /api/beauticians/{id}/upload-image`: their photo. */
export async function setBeauticianImage(deps: CatalogWriteDeps, id: string, file: Buffer): Promise<BeauticianStaff> {
  await requireBeautician(deps.db, id);
  await uploadImage(deps, BEAUTICIAN, id, file);
  return toBeauticianStaff(await requireBeautician(deps.db, id));
}
