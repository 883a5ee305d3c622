import twilio from 'twilio';
import type { TwilioSettings } from '../config.ts';

/** One text as the outbox hands it over. */
export interface OutgoingText {
  /** E.164 */
  to: string;
  body: string;
}

export interface TextSender {
  /** resolves with the provider's id for the text once it accepted it; rejects with its reason otherwise */
  send(text: OutgoingText): Promise<{ providerId: string }>;
  /**
   * Whether a request to our `url` (the exact public address the provider was given) with these form fields carries
   * the provider's signature: replies and delivery reports are acted on only then.
   */
  signedByProvider(signature: string | undefined, url: string, params: Record<string, string>): boolean;
}

/** Where the provider reports a text's delivery (its status callback), under the site's public address. */
export const TEXT_STATUS_PATH = '/api/texts/status';
/** Where the provider posts a client's reply (the number's or messaging service's incoming-message webhook). */
export const TEXT_INBOUND_PATH = '/api/texts/inbound';

export interface TwilioSenderOptions extends TwilioSettings {
  /** the site's address, for the status callback */
  publicUrl: string;
  /** a client made beforehand (tests point the SDK's own HTTP client at a local fake of Twilio's API) */
  client?: twilio.Twilio;
}

/**
 * Texts through Twilio's Messages API with the official SDK. `from` is a number or sender ID, or a messaging service
 * (MG…), which then picks the sender. Each text asks for delivery reports at TEXT_STATUS_PATH.
 */
export function createTwilioSender(options: TwilioSenderOptions): TextSender {
  const client = options.client ?? twilio(options.accountSid, options.authToken, { timeout: 20_000 });
  const sender = options.from.startsWith('MG') ? { messagingServiceSid: options.from } : { from: options.from };
  const statusCallback = `${options.publicUrl}${TEXT_STATUS_PATH}`;
  return {
    async send({ to, body }) {
      const message = await client.messages.create({ to, body, statusCallback, ...sender });
      return { providerId: message.sid };
    },
    signedByProvider(signature, url, params) {
      return signature !== undefined && twilio.validateRequest(options.authToken, signature, url, params);
    },
  };
}
