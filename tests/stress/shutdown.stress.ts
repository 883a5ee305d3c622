import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { stopApp, type AppProcess } from '../support/app-process.ts';
import { distinctSlots } from './support/booking-client.ts';
import { bookingRequest } from '../builders/booking.builder.ts';
import { reportFigures } from './support/figures.ts';
import { startStressApp } from './support/stress-app.ts';
import { createStressDatabase, ENGINES, type StressDatabase } from './support/stress-database.ts';

/** POST /api/appointments whose body arrives in two halves, `pauseMs` apart: a request in flight for that long. */
function slowBooking(app: AppProcess, body: string, halfSent: () => void, pauseMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${app.baseUrl}/api/appointments`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half), () => {
      halfSent();
      setTimeout(() => req.end(body.slice(half)), pauseMs);
    });
  });
}

describe.each(ENGINES)('SIGTERM (%s)', (engine) => {
  let database: StressDatabase | undefined;
  let app: AppProcess | undefined;
  afterAll(async () => {
    if (app) await stopApp(app);
    await database?.destroy();
  });

  it('finishes the request in flight, refuses new connections, and exits 0', async () => {
    database = await createStressDatabase(engine);
    // At info level the app logs each request as it arrives: SIGTERM goes once it has this one.
    app = await startStressApp(database, { env: { LOG_LEVEL: 'info' } });
    const running = app;
    const [slot] = await distinctSlots(running.baseUrl, 1);
    const body = JSON.stringify(
      bookingRequest({
        serviceId: slot!.target.serviceId,
        variantName: slot!.target.variantName,
        beauticianId: slot!.target.beauticianId,
        startISO: slot!.startISO,
      }),
    );

    let signalledAt = 0;
    const received = () => running.stdout().includes('"url":"/api/appointments"');
    const inFlight = slowBooking(
      running,
      body,
      () => {
        void expect
          .poll(received, { timeout: 1_000, interval: 10 })
          .toBe(true)
          .then(() => {
            signalledAt = Date.now();
            running.child.kill('SIGTERM');
          });
      },
      1_500,
    );
    // While it waits for the rest of that body, the port no longer takes new connections.
    await expect.poll(() => signalledAt, { timeout: 1_000, interval: 10 }).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 300));
    const newcomer = await fetch(`${running.baseUrl}/api/health`).then(
      (r) => `HTTP ${r.status}`,
      (err: Error) => (err.cause as NodeJS.ErrnoException | undefined)?.code ?? err.message,
    );

    const finished = await inFlight;
    const exitCode = await running.exited;
    const secondsToExit = (Date.now() - signalledAt) / 1000;
    app = undefined;
    reportFigures(`SIGTERM (${engine})`, {
      inFlightStatus: finished.status,
      newConnection: newcomer,
      exitCode,
      secondsToExit: secondsToExit.toFixed(1),
    });
    expect(finished.status).toBe(201);
    expect(newcomer).toBe('ECONNREFUSED');
    expect(exitCode).toBe(0);

    // The booking made during shutdown is there after a restart.
    app = await startStressApp(database);
    const { appointmentId } = JSON.parse(finished.body) as { appointmentId: string };
    const stored = await fetch(`${app.baseUrl}/api/appointments/${appointmentId}`);
    expect(stored.status).toBe(200);
  });
});
