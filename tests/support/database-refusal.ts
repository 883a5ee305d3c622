/**
 * The database's own refusal behind a failed write: its SQLSTATE and its words, from the driver's error (Drizzle
 * wraps it in a cause). A write that succeeds, or fails without one, fails the test that expected the refusal.
 */
export async function databaseRefusal(write: PromiseLike<unknown>): Promise<{ code: string; message: string }> {
  let failure: unknown;
  try {
    await write;
  } catch (err) {
    failure = err;
  }
  if (failure === undefined) throw new Error('The database accepted a write it should have refused');
  for (let e: unknown = failure, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, message: String(message) };
  }
  throw failure;
}
