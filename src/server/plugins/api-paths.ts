/** The API docs are documentation, not data; the web app and uploads live outside /api. */
export const isGuardedPath = (url: string): boolean =>
  (url === '/api' || url.startsWith('/api/')) && url !== '/api/docs' && !url.startsWith('/api/docs/');
