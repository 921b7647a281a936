// The yardstick of me-throughput: a bare Fastify hello-world route, nothing else.
//   PORT=8123 node bench/hello-server.mjs
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 8199), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
process.on('SIGINT', () => app.close().then(() => process.exit(0)));
