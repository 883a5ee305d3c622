import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import { createTwilioSender, TEXT_INBOUND_PATH, TEXT_STATUS_PATH, type TextSender } from '../../src/server/sms/text-sender.ts';

export const FAKE_TWILIO = {
  accountSid: `AC${'0f'.repeat(16)}`,
  authToken: 'fake-twilio-auth-token-0001',
  from: '+447400000001',
  publicUrl: 'https://salon.example',
} as const;

/** A text the fake accepted, with the form fields it was created with. */
export interface FakeText {
  sid: string;
  to: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  body: string;
  statusCallback: string | undefined;
}

/** A request as Twilio would post it to one of our webhooks: its path, form fields and signature. */
export interface SignedPost {
  url: string;
  payload: string;
  headers: Record<string, string>;
}

/**
 * Twilio's Messages API (create) on a local port, for the official SDK to talk to over HTTP: the SDK's own request
 * client sends everything, only its host is this one. It checks the account's Basic auth, and refuses numbers it was
 * told to (`refuse`) with Twilio's error 21211, or everything with a 500 while `down`. It also writes, signed with the
 * auth token as Twilio signs them, the delivery reports and replies Twilio would post to the app.
 */
export class FakeTwilio {
  readonly texts: FakeText[] = [];
  readonly refuse = new Set<string>();
  down = false;
  private server = http.createServer((req, res) => void this.handle(req, res));

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Starts the fake and answers our sender on an SDK client aimed at it, as production makes it. */
  async startWithSender(from: string = FAKE_TWILIO.from): Promise<TextSender> {
    const port = await this.start();
    const inner = new twilio.RequestClient();
    const httpClient = Object.assign(Object.create(inner) as typeof inner, {
      request: (opts: Parameters<typeof inner.request>[0]) =>
        inner.request({ ...opts, uri: opts.uri.replace(/^https:\/\/api\.twilio\.com/, `http://127.0.0.1:${port}`) }),
    });
    const client = twilio(FAKE_TWILIO.accountSid, FAKE_TWILIO.authToken, { httpClient });
    return createTwilioSender({ ...FAKE_TWILIO, from, client });
  }

  /** The texts sent to `to`, oldest first. */
  to(to: string): FakeText[] {
    return this.texts.filter((t) => t.to === to);
  }

  /** Twilio's delivery report for a text, as posted to its status callback. */
  statusReport(sid: string, status: 'sent' | 'delivered' | 'undelivered' | 'failed', errorCode?: string): SignedPost {
    const text = this.texts.find((t) => t.sid === sid);
    const params: Record<string, string> = {
      MessageSid: sid,
      MessageStatus: status,
      AccountSid: FAKE_TWILIO.accountSid,
      To: text?.to ?? '',
      ...(errorCode ? { ErrorCode: errorCode } : {}),
    };
    return signedPost(TEXT_STATUS_PATH, params);
  }

  /** A client's reply from `from`, as Twilio posts it to the incoming-message webhook. */
  reply(from: string, body: string, sid = newSid('SM')): SignedPost {
    const params = {
      MessageSid: sid,
      SmsSid: sid,
      AccountSid: FAKE_TWILIO.accountSid,
      From: from,
      To: FAKE_TWILIO.from,
      Body: body,
      NumMedia: '0',
    };
    return signedPost(TEXT_INBOUND_PATH, params);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const auth = `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString('base64')}`;
    if (req.headers.authorization !== auth) return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
    if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages.json`) {
      return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    }
    if (this.down) return answer(500, { code: 20500, message: 'Internal Server Error', status: 500 });
    const to = form.To ?? '';
    if (this.refuse.has(to))
      return answer(400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 });
    const text: FakeText = {
      sid: newSid('SM'),
      to,
      from: form.From,
      messagingServiceSid: form.MessagingServiceSid,
      body: form.Body ?? '',
      statusCallback: form.StatusCallback,
    };
    this.texts.push(text);
    return answer(201, {
      sid: text.sid,
      account_sid: FAKE_TWILIO.accountSid,
      to: text.to,
      from: text.from ?? null,
      messaging_service_sid: text.messagingServiceSid ?? null,
      body: text.body,
      status: 'queued',
      num_segments: '1',
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages/${text.sid}.json`,
    });
  }
}

const newSid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/** A form post to our `path` signed with the auth token for the public address, as Twilio signs its webhooks. */
export function signedPost(path: string, params: Record<string, string>, authToken: string = FAKE_TWILIO.authToken): SignedPost {
  const url = `${FAKE_TWILIO.publicUrl}${path}`;
  return {
    url: path,
    payload: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(authToken, url, params),
    },
  };
}
