import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import {
  NewTeamMemberSchema,
  PasswordLinkSchema,
  TeamMemberSchema,
  TeamMemberWithLinkSchema,
  UpdateTeamMemberSchema,
} from '../../../core/schemas/team.schema.ts';
import { addMember, changeMember, deactivateMember, listTeam, reactivateMember, resetPassword, type TeamDeps } from './team.service.ts';

const tags = ['team'];
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const config = { access: 'team' } as const;

/** The owner's Team screen (issue 18, docs/decisions/0029): staff accounts, roles and set-password links. */
export const teamRoutes: FastifyPluginAsyncZod<TeamDeps> = async (app, deps) => {
  app.get('/team', { config, schema: { tags, response: { 200: z.array(TeamMemberSchema) } } }, () => listTeam(deps.db));

  app.post(
    '/team',
    { config, schema: { tags, body: NewTeamMemberSchema, response: { 201: TeamMemberWithLinkSchema, ...errors } } },
    async (req, reply) => reply.status(201).send(await addMember(deps, req.body)),
  );

  app.patch(
    '/team/:id',
    { config, schema: { tags, params: IdParamsSchema, body: UpdateTeamMemberSchema, response: { 200: TeamMemberSchema, ...errors } } },
    (req) => changeMember(deps, req.params.id, req.body, req.staff!),
  );

  app.post(
    '/team/:id/deactivate',
    { config, schema: { tags, params: IdParamsSchema, response: { 200: TeamMemberSchema, ...errors } } },
    (req) => deactivateMember(deps, req.params.id, req.staff!),
  );

  app.post(
    '/team/:id/reactivate',
    { config, schema: { tags, params: IdParamsSchema, response: { 200: TeamMemberSchema, ...errors } } },
    (req) => reactivateMember(deps, req.params.id),
  );

  app.post(
    '/team/:id/password-link',
    { config, schema: { tags, params: IdParamsSchema, response: { 200: PasswordLinkSchema, ...errors } } },
    (req) => resetPassword(deps, req.params.id, req.staff!),
  );
};
