/**
 * The server side of bench/api.ts, in its own process so the load generator does not share its
 * thread: the real app on a throwaway embedded database plus a bare Fastify route, on loopback.
 * Prints one JSON line with both URLs and a member's access token, then serves until killed.
 */
import Fastify from 'fastify';
import { call, newMemberFields, obtainCaptchaPass } from '../apps/server/test/helpers/api-client.ts';
import { startBenchServer } from './start-server.ts';

const { app, url } = await startBenchServer({ ACCESS_TOKEN_TTL_SECONDS: '3600' });
const registered = await call(app, 'register', { ...newMemberFields(), Captcha: await obtainCaptchaPass(app) });
const bare = Fastify({ logger: false });
bare.post('/bare', async () => ({ online: true }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ url, bareUrl, token: registered.json().access_token }));
// Exit cleanly on SIGINT so a --cpu-prof profile gets written.
process.on('SIGINT', () => process.exit(0));
