import type { Database } from '../../db/client.ts';

/**
 * The seam where marking a no-show undoes what the auto-complete job wrote for a visit nobody checked out (issue 40):
 * the till's `reverseAutoCompletion`, passed in by the app (the till sits above this module). Called in the
 * transaction that marks the visit, with its parts' ids, after the status guard let it through.
 */
export type UndoAutoCompletion = (tx: Database, partIds: string[], now: Date) => Promise<void>;
