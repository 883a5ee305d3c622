import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAppointmentSchema,
  AppointmentListQuerySchema,
  CancelPreviewSchema,
  CancelRequestSchema,
  CancelResponseSchema,
  StatusUpdateResponseSchema,
  StatusUpdateSchema,
  UpdateAppointmentResponseSchema,
  UpdateAppointmentSchema,
} from '../../../core/schemas/admin-appointment.schema.ts';
import { ErrorResponseSchema, IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import type { Database } from '../../db/client.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { listAppointmentsForStaff, withVisitParts } from './admin-appointments.service.ts';
import { editAppointment } from './appointment-edit.service.ts';
import { cancelByStaff, markNoShow, previewStaffCancellation } from './appointment-status.service.ts';
import { inOwnDiary, ownAppointmentOnly, ownBeautician, refuseOtherDiary } from '../auth/own-diary.ts';
import type { UndoAutoCompletion } from './auto-completion-undo.ts';
import { noRefundProvider, type IssueRefund } from './refund-issuer.ts';

export interface AdminAppointmentRoutesOptions {
  db: Database;
  clock: () => Date;
  /** where refunds go; the payments module passes its provider here */
  refund?: IssueRefund;
  /** queues the change and cancellation e-mails */
  mail: BookingMail;
  /** the till's undoing of an automatic completion, for a no-show marked after it (issue 40) */
  undoAutoCompletion: UndoAutoCompletion;
}

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const tags = ['admin appointments'];

/** Spec §7's back-office appointment calls. Staff-only: none of them is marked public. */
export const adminAppointmentRoutes: FastifyPluginAsyncZod<AdminAppointmentRoutesOptions> = async (
  app,
  { db, clock, refund = noRefundProvider, mail, undoAutoCompletion },
) => {
  // A stylist's requests for another beautician's appointment answer 404 (own-diary.ts).
  const preHandler = ownAppointmentOnly(db);

  app.get(
    '/appointments',
    {
      config: { access: 'diary' },
      schema: {
        tags,
        querystring: AppointmentListQuerySchema,
        response: { 200: z.array(AdminAppointmentSchema), 400: ErrorResponseSchema },
      },
      // The dashboard's month is 2,000 appointments on a busy salon, and checking each against the schema on the way
      // out cost more than reading them (issue 16, docs/decisions/0015). Each is built field by field from its row
      // (toAdminAppointment, typed as the schema's output; its status and payment mode are the columns' own, which
      // the database's CHECK constraints hold to the schema's values), so the list is written as it is, and the API
      // test checks rows of every shape against the schema. Every other answer, errors included, is still checked.
      serializerCompiler: (route) =>
        route.httpStatus === '200'
          ? (data) => JSON.stringify(data)
          : serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]),
    },
    async (req, reply) => {
      const { appointments, total } = await listAppointmentsForStaff(db, inOwnDiary(req, req.query));
      // The total before paging travels in a header so the body keeps the spec's shape: a plain array.
      return reply.header('x-total-count', String(total)).send(appointments);
    },
  );

  app.patch(
    '/appointments/:id',
    {
      config: { access: 'diary' },
      preHandler,
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateAppointmentSchema,
        response: { 200: UpdateAppointmentResponseSchema, ...errors },
      },
    },
    async (req) => {
      refuseOtherDiary(req, req.body.beauticianId);
      const appointment = await editAppointment(db, req.params.id, req.body, clock(), mail, ownBeautician(req));
      return withVisitParts(db, { success: true as const, appointment });
    },
  );

  app.get(
    '/appointments/:id/cancel/preview',
    {
      config: { access: 'diary' },
      preHandler,
      schema: { tags, params: IdParamsSchema, response: { 200: CancelPreviewSchema, ...errors } },
    },
    (req) => previewStaffCancellation(db, req.params.id, clock(), ownBeautician(req)),
  );

  app.post(
    '/appointments/:id/cancel',
    {
      config: { access: 'diary' },
      preHandler,
      schema: { tags, params: IdParamsSchema, body: CancelRequestSchema, response: { 200: CancelResponseSchema, ...errors } },
    },
    async (req) => withVisitParts(db, await cancelByStaff(db, req.params.id, req.body, clock(), refund, mail, ownBeautician(req))),
  );

  app.patch(
    '/appointments/:id/status',
    {
      config: { access: 'diary' },
      preHandler,
      schema: { tags, params: IdParamsSchema, body: StatusUpdateSchema, response: { 200: StatusUpdateResponseSchema, ...errors } },
    },
    async (req) => withVisitParts(db, await markNoShow(db, req.params.id, clock(), undoAutoCompletion, ownBeautician(req))),
  );
};
