import { inOwnDiary } from '../auth/own-diary.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import {
  BankHolidayImportResultSchema,
  BankHolidayImportSchema,
  BankHolidaysSchema,
  ClosureInputSchema,
  ClosureSavedSchema,
  PublicClosuresSchema,
  TimeOffInputSchema,
  TimeOffListQuerySchema,
  TimeOffListSchema,
  TimeOffSavedSchema,
} from '../../../core/schemas/time-off.schema.ts';
import { importBankHolidays, listBankHolidays } from './bank-holidays.service.ts';
import { createClosure, deleteClosure, updateClosure, upcomingClosures } from './closures.service.ts';
import { createTimeOff, deleteTimeOff, listTimeOff, updateTimeOff, type TimeOffDeps } from './time-off.service.ts';

const tags = ['time off and closures'];
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 503: ErrorResponseSchema };
const noContent = { 204: z.null(), ...errors };

/**
 * A beautician's time off and the salon's closures (docs/decisions/0024). Staff-only, except the upcoming closures
 * '/salon' lists (dates and names: nothing about anyone's time off).
 */
export const timeOffRoutes: FastifyPluginAsyncZod<TimeOffDeps> = async (app, deps) => {
  app.get(
    '/time-off',
    { config: { access: 'diary' }, schema: { tags, querystring: TimeOffListQuerySchema, response: { 200: TimeOffListSchema, ...errors } } },
    (req) => listTimeOff(deps, inOwnDiary(req, req.query)),
  );
  app.post(
    '/time-off',
    { config: { access: 'catalogue' }, schema: { tags, body: TimeOffInputSchema, response: { 201: TimeOffSavedSchema, ...errors } } },
    async (req, reply) => reply.status(201).send(await createTimeOff(deps, req.body)),
  );
  app.patch(
    '/time-off/:id',
    {
      config: { access: 'catalogue' },
      schema: { tags, params: IdParamsSchema, body: TimeOffInputSchema, response: { 200: TimeOffSavedSchema, ...errors } },
    },
    (req) => updateTimeOff(deps, req.params.id, req.body),
  );
  app.delete(
    '/time-off/:id',
    { config: { access: 'catalogue' }, schema: { tags, params: IdParamsSchema, response: noContent } },
    async (req, reply) => {
      await deleteTimeOff(deps, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/closures',
    { config: { public: true }, schema: { tags, response: { 200: PublicClosuresSchema, 503: ErrorResponseSchema } } },
    () => upcomingClosures(deps),
  );
  app.post(
    '/closures',
    { config: { access: 'settings' }, schema: { tags, body: ClosureInputSchema, response: { 201: ClosureSavedSchema, ...errors } } },
    async (req, reply) => reply.status(201).send(await createClosure(deps, req.body)),
  );
  app.patch(
    '/closures/:id',
    {
      config: { access: 'settings' },
      schema: { tags, params: IdParamsSchema, body: ClosureInputSchema, response: { 200: ClosureSavedSchema, ...errors } },
    },
    (req) => updateClosure(deps, req.params.id, req.body),
  );
  app.delete(
    '/closures/:id',
    { config: { access: 'settings' }, schema: { tags, params: IdParamsSchema, response: noContent } },
    async (req, reply) => {
      await deleteClosure(deps, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get('/bank-holidays', { config: { access: 'settings' }, schema: { tags, response: { 200: BankHolidaysSchema, ...errors } } }, () =>
    listBankHolidays(deps),
  );
  app.post(
    '/bank-holidays/import',
    {
      config: { access: 'settings' },
      schema: { tags, body: BankHolidayImportSchema, response: { 200: BankHolidayImportResultSchema, ...errors } },
    },
    (req) => importBankHolidays(deps, req.body),
  );
};
