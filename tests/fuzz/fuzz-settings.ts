/**
 * How hard the route fuzz pushes. The default run stays well under a minute on PGlite; the stress run
 * (`FUZZ_RUNS=400`, docs/RELIABILITY.md) sends about ten times as much. `FUZZ_SEED` replays a failure:
 * fast-check prints the seed and the path of every counterexample it finds.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 20);
export const FUZZ_SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
