import { createScratchDatabase, type Engine, type ScratchDatabase } from '../../support/scratch-database.ts';

export type { Engine };

/** The stress tests run on both engines, always: CI has PostgreSQL, and a missing server must fail loudly. */
export const ENGINES: Engine[] = ['pglite', 'postgres'];

export type StressDatabase = ScratchDatabase;

/** A fresh, empty database: a new PGlite directory, or `salon_stress_<random>` on the PostgreSQL server. */
export const createStressDatabase = (engine: Engine): Promise<StressDatabase> => createScratchDatabase(engine, { label: 'stress' });
