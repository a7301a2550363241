import { BACKENDS } from '../helpers/test-app.ts';
import { createFuzzContext } from './harness.ts';
import { call } from '../helpers/api-client.ts';
const times = ['0000-01-01T00:00:00.000000Z','0001-01-01T00:00:00.000000Z','2024-02-30T00:00:00.000000Z','2023-02-29T12:00:00.000000Z','9999-12-31T23:59:59.999999Z','1970-01-01T00:00:00.000000Z','2024-12-31T23:59:60.000000Z','2024-01-01T24:00:00.000000Z','2024-06-31T00:00:00.000000Z', '4714-01-01T00:00:00.000000Z'];
for (const b of BACKENDS) {
  const ctx = await createFuzzContext(b);
  for (const time of times) {
    for (const id of ['D1', 'W999999999999999999']) {
      const cursor = Buffer.from(`${time}|${id}`).toString('base64url');
      const r = await call(ctx.t.app, 'transactionHistory', { cursor }, { token: ctx.member.token });
      console.log(b.name, time, id, Date.parse(time), r.statusCode, r.body.slice(0, 120));
    }
  }
  await ctx.t.close();
}
