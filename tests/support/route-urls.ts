/** A UUID that names nothing: a route reached with it answers as for a record that does not exist. */
export const SOME_ID = '3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2c';

/** A concrete URL for a route pattern: any `:param` becomes a valid UUID, a wildcard a plain segment. */
export const concrete = (url: string): string => url.replace(/:[A-Za-z_]\w*/g, SOME_ID).replace(/\*$/, 'anything');

/** Whether `inject()` should send a body with this method. */
export const takesBody = (method: string): boolean => !['GET', 'HEAD', 'OPTIONS'].includes(method);
