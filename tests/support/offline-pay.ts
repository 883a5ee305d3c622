import type { FastifyInstance } from 'fastify';

/** Presses Pay on the offline provider's test payment page of `sessionId`, as the customer's browser posts its form. */
export const pressPay = (app: FastifyInstance, sessionId: string) =>
  app.inject({
    method: 'POST',
    url: `/pay/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
