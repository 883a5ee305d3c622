import fs from 'node:fs';
import path from 'node:path';
import type { AdminPage } from '../../core/admin-first-requests.ts';

export const SHELL = 'routes/admin/admin-shell.tsx';

/**
 * The back office's pages (core/admin-first-requests.ts) and the module (a key of Vite's manifest) each opens with,
 * inside the shell: the page names them, and what they import, at once. The dashboard's 30 chunks were asked for only
 * once the entry chunk had run, and then queued behind its data on a busy server (issue 16); every other screen
 * waited for its code after the session check (issue 23; docs/decisions/0015). Public pages name nothing more: they
 * must not load the admin's code (docs/decisions/0014).
 */
export const PAGE_MODULES: Record<AdminPage, string> = {
  '/admin': 'routes/admin/dashboard.tsx',
  '/admin/appointments': 'routes/admin/appointments.tsx',
  '/admin/clients': 'routes/admin/clients.tsx',
  '/admin/clients/:id': 'routes/admin/client-profile.tsx',
  '/admin/clients/:id/export': 'routes/admin/client-export.tsx',
  '/admin/revenue': 'routes/admin/revenue.tsx',
  '/admin/services': 'routes/admin/services.tsx',
  '/admin/staff': 'routes/admin/staff.tsx',
  '/admin/hours': 'routes/admin/hours.tsx',
  '/admin/settings': 'routes/admin/settings.tsx',
  '/admin/team': 'routes/admin/team.tsx',
  '/admin/outbox': 'routes/admin/outbox.tsx',
  '/admin/account': 'routes/admin/account.tsx',
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * For each page of PAGE_MODULES, the `<link>`s that make the browser fetch the shell and its module, the chunks they
 * import and their stylesheets beside the entry chunk (what index.html loads already is left out). None when the
 * build has no manifest, or when `html` is not the page of the manifest's build (a build beside a running server).
 */
export function pagePreloads(distDir: string, html: string): Map<AdminPage, string> {
  const manifest = readManifest(path.join(distDir, '.vite', 'manifest.json'));
  const entry = manifest && Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!manifest || !entry || !html.includes(`/${manifest[entry]!.file}"`)) return new Map();
  const loaded = closure(manifest, [entry]);
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const preloads = new Map<AdminPage, string>();
  for (const [page, module] of Object.entries(PAGE_MODULES) as Array<[AdminPage, string]>) {
    const chunks = [...closure(manifest, [SHELL, module])].filter((key) => !loaded.has(key));
    const scripts = chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
    const styles = [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))].filter((css) => !loadedCss.has(css));
    const links = [...scripts, ...styles.map((css) => `<link rel="preload" as="style" crossorigin href="/${css}">`)];
    if (links.length > 0) preloads.set(page, links.join('\n    '));
  }
  return preloads;
}

/** `keys` and every chunk they import, however deep (dynamic imports are left for later). */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

function readManifest(file: string): Manifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}
