import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScore {
  path: string;
  /** 0–100, as Lighthouse reports it */
  performance: number;
  accessibility: number;
}

/** Debian's Chromium: no tool downloads its own browser (docs/architecture.md, "Known facts"). */
const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Lighthouse's own advice for its run-to-run variance: run several times and report the median run. */
const RUNS_PER_PAGE = 3;
/** A run that fails to record its trace (e.g. NO_NAVSTART on a busy machine) is tried again, this often. */
const ATTEMPTS_PER_RUN = 3;

/**
 * Lighthouse 12 (the last that runs on Node 20) with its default settings: a mobile device on simulated
 * slow 4G with a 4x slower CPU. One browser, one page after another, so the runs do not compete for the CPU.
 * Each page's scores are those of its median run by performance.
 */
export async function lighthouseScores(baseUrl: string, paths: string[], runsPerPage = RUNS_PER_PAGE): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const scores: LighthouseScore[] = [];
    for (const path of paths) {
      const runs: LighthouseScore[] = [];
      for (let run = 0; run < runsPerPage; run++) runs.push(await scoreOnce(chrome.port, baseUrl, path));
      runs.sort((a, b) => a.performance - b.performance);
      scores.push(runs[Math.floor(runs.length / 2)]!);
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

async function scoreOnce(port: number, baseUrl: string, path: string): Promise<LighthouseScore> {
  const url = new URL(path, baseUrl).href;
  let lastError = '';
  for (let attempt = 0; attempt < ATTEMPTS_PER_RUN; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) {
      return {
        path,
        performance: toPercent(lhr.categories.performance?.score),
        accessibility: toPercent(lhr.categories.accessibility?.score),
      };
    }
    lastError = lhr.runtimeError.message;
  }
  throw new Error(`Lighthouse could not load ${url}: ${lastError}`);
}

function toPercent(score: number | null | undefined): number {
  if (score === null || score === undefined) throw new Error('Lighthouse reported no score (the page did not load?)');
  return Math.round(score * 100);
}

export const DEFAULT_PATHS = ['/', '/times', '/checkout'];

// `npx tsx bench/lighthouse.ts http://127.0.0.1:3000 [path ...]` prints the scores of a running, built app.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl) {
    console.error('usage: npx tsx bench/lighthouse.ts <base url, e.g. http://127.0.0.1:3000> [path ...]');
    process.exit(2);
  }
  const scores = await lighthouseScores(baseUrl, paths.length > 0 ? paths : DEFAULT_PATHS);
  console.table(scores);
}
