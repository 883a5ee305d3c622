import type { FastifyInstance } from 'fastify';
import type { TestCardBehaviour } from '../../src/server/payments/offline-provider.ts';

/**
 * Presses Pay (or Save) on the offline provider's test page of `sessionId`, as the customer's browser posts its form;
 * where the page offers test cards (issue 26), the button of the card that behaves as `card`.
 */
export const pressPay = (app: FastifyInstance, sessionId: string, card?: TestCardBehaviour) =>
  app.inject({
    method: 'POST',
    url: `/pay/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: card ? `card=${card}` : '',
  });
