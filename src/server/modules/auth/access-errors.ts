import { AppError } from '../../errors.ts';

/** No staff session where one is needed: the screens send the person to sign in. */
export const unauthenticated = (): AppError => new AppError('UNAUTHENTICATED', 'Please sign in to continue.', 401);
/** A staff session whose role the area is not open to (core/access.ts). */
export const forbidden = (): AppError => new AppError('FORBIDDEN', 'Your role does not give you access to this. Ask the salon owner.', 403);
