/**
 * The day view's columns when the diary shows everyone's: a column per active beautician, and one for an inactive
 * beautician who still has appointments in the range (staff may book them, docs/decisions/0026). react-big-calendar
 * draws only the events whose column exists, so without it their visits would vanish from the day view.
 */
export function diaryColumns(
  beauticians: ReadonlyArray<{ _id: string; name: string; active?: boolean | undefined }>,
  appointments: ReadonlyArray<{ beauticianId: { _id: string } }>,
): { id: string; title: string }[] {
  const booked = new Set(appointments.map((a) => a.beauticianId._id));
  return beauticians.filter((b) => b.active !== false || booked.has(b._id)).map((b) => ({ id: b._id, title: b.name }));
}
