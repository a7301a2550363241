import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_BASE_PATH } from '@app/contract';
import { bankByCode } from '@app/domain';
import type { Config } from '../../../../config.ts';
import type { KvStore } from '../../../../lib/kv/kv-store.ts';
import { createPaymentGateway } from './index.ts';
import { SANDBOX_PROVIDER_ID, type SandboxSession } from './sandbox.ts';
import { gatewayCallbackPath } from '../gateway-callback.ts';
import { findRequest } from '../../requests/repository.ts';
import { SANDBOX_BANK_CSS, messagePage, paymentPage } from './sandbox-bank-page.ts';
import type { Database } from '../../../../db/database.ts';

/** Where the bank sends the member back: the site's deposit page, opened on this deposit. */
export const depositReturnUrl = (depositId?: number) => (depositId === undefined ? '/nap-tien' : `/nap-tien?don=${depositId}`);
const FAILURE_REASON = 'Ngân hàng thử nghiệm báo thanh toán thất bại';

function html(reply: FastifyReply, status: number, page: string) {
  return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}

const expired = () =>
  messagePage('Phiên thanh toán không còn hiệu lực', 'Phiên thanh toán đã hết hạn hoặc đã được sử dụng. Vui lòng tạo lệnh nạp tiền mới.', depositReturnUrl());

/**
 * The sandbox bank (D7, sandbox only; outside /api/v1, since a browser opens it as a page): shows the
 * payment the member is making and acts as the bank when a button is pressed, by calling the site's
 * gateway callback over HTTP with its signature, then sends the browser back to the site.
 */
export async function sandboxBankRoutes(app: FastifyInstance, { db, kv, config }: { db: Database; kv: KvStore; config: Config }) {
  const { bank } = await createPaymentGateway({ config, db, kv });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/sandbox-bank/style.css', (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SANDBOX_BANK_CSS),
  );

  app.get('/sandbox-bank/pay', async (request, reply) => {
    const token = String((request.query as Record<string, unknown>).session ?? '');
    const session = token ? await bank.session(token) : null;
    const deposit = session && (await findRequest(db, session.depositId));
    if (!session || !deposit) return html(reply, 404, expired());
    // Open (under review, or approved by an operator first): the bank can still take the payment.
    if (![2, 3].includes(Number(deposit.status))) {
      return html(reply, 200, messagePage('Giao dịch đã được xử lý', 'Lệnh nạp tiền này đã có kết quả.', depositReturnUrl(session.depositId)));
    }
    const page = paymentPage({ token, bank: bankByCode(session.bankCode), amount: Number(deposit.amount), memo: deposit.memo ?? '', depositId: session.depositId });
    return html(reply, 200, page);
  });

  app.post('/sandbox-bank/pay', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const outcome = form.action === 'confirm' ? 'paid' : form.action === 'fail' ? 'failed' : undefined;
    const token = form.session ?? '';
    const session: SandboxSession | null = outcome && token ? await bank.takeSession(token) : null;
    const deposit = session && (await findRequest(db, session.depositId));
    if (!outcome || !session || !deposit) return html(reply, 400, expired());

    const signed = bank.signCallback({
      depositId: session.depositId,
      amount: Number(deposit.amount),
      outcome,
      reference: `SBX${randomBytes(6).toString('hex').toUpperCase()}`,
      ...(outcome === 'failed' ? { reason: FAILURE_REASON } : {}),
    });
    const answer = await app.inject({ method: 'POST', url: `${API_BASE_PATH}${gatewayCallbackPath(SANDBOX_PROVIDER_ID)}`, headers: signed.headers, payload: signed.body });
    if (answer.statusCode !== 200) {
      request.log.warn({ statusCode: answer.statusCode, depositId: session.depositId }, 'sandbox bank callback refused');
      await bank.restoreSession(token, session);
      return html(reply, 502, messagePage('Không gửi được kết quả', 'Ngân hàng chưa báo được kết quả cho trang nạp tiền. Vui lòng thử lại.', depositReturnUrl(session.depositId)));
    }
    return reply.redirect(depositReturnUrl(session.depositId), 303);
  });
}
