import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify route in its own Node process, started like the app (one process, port from
 * PORT, 127.0.0.1). Every figure of the bench is read against what this one does on the same machine.
 */
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
