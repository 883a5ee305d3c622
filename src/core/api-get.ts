/** A value of a query parameter; undefined leaves the parameter out, a list repeats it in the list's order. */
export type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

/** A GET under /api, as the web's queries make it and the server's pages name it for the browser to fetch early. */
export interface ApiGet {
  /** under /api, e.g. '/appointments' */
  path: string;
  query?: Record<string, QueryValue>;
}

/**
 * The one way a GET is written as a URL (under /api): the parameters that are set, sorted by name. Sorted, so two
 * builders of the same parameters write the same URL whatever order they list them in: the browser hands a page's
 * own fetch the answer of a preload the page named (issue 16, docs/decisions/0015) only when the URLs are equal, and
 * otherwise asks twice.
 */
export function apiGetPath({ path, query = {} }: ApiGet): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
