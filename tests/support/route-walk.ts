import type { FastifyInstance } from 'fastify';
import { concrete, takesBody } from './route-urls.ts';

/** One answer of a walk: which call, its status, and everything the caller could read (body and headers). */
export interface WalkedAnswer {
  call: string;
  status: number;
  readable: string;
}

export interface WalkOptions {
  cookie: string;
  /** real record ids: a GET whose route has an `:id` is called with each of them, besides a UUID naming nothing */
  ids: string[];
  /** query strings to add to a GET route (by its pattern), e.g. a search; the bare URL is called too */
  queries?: Record<string, string[]>;
  /** routes not to call (`METHOD /pattern`), e.g. signing out, which would end the walk's own session */
  skip?: string[];
}

/** The URLs a GET route is called at: its pattern made concrete, with every real id, and with each query given. */
function getUrls(pattern: string, { ids, queries = {} }: WalkOptions): string[] {
  const paths = pattern.includes(':id')
    ? [concrete(pattern), ...ids.map((id) => concrete(pattern.replaceAll(':id', id)))]
    : [concrete(pattern)];
  const suffixes = ['', ...(queries[pattern] ?? [])];
  return paths.flatMap((path) => suffixes.map((query) => `${path}${query}`));
}

/**
 * Calls every /api route of the app as the holder of `cookie` would: GETs at every URL above, the others once with
 * an empty body (route-table.int.test.ts' way), and returns what each answer let them read.
 */
export async function walkEveryRoute(app: FastifyInstance, options: WalkOptions): Promise<WalkedAnswer[]> {
  const skip = new Set(options.skip ?? []);
  const routes = app.apiRoutes.filter((r) => r.method !== 'HEAD' && !skip.has(`${r.method} ${r.url}`));
  const answers: WalkedAnswer[] = [];
  for (const route of routes) {
    const urls = route.method === 'GET' ? getUrls(route.url, options) : [concrete(route.url)];
    for (const url of urls) {
      const res = await app.inject({
        method: route.method as 'GET',
        url,
        headers: { cookie: options.cookie },
        ...(takesBody(route.method) ? { payload: {} } : {}),
      });
      answers.push({ call: `${route.method} ${url}`, status: res.statusCode, readable: `${JSON.stringify(res.headers)}\n${res.body}` });
    }
  }
  return answers;
}
