import { formatMoney, type Bank } from '@app/domain';

/**
 * The sandbox bank's pages: plain HTML that the pages' CSP allows as it is (no script at all, styles
 * from a file, the form posting to this same origin).
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const SANDBOX_BANK_CSS = `
body { margin: 0; font-family: system-ui, sans-serif; background: #eef2f7; color: #152033; }
main { max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem; }
.notice { margin: 0 0 1rem; padding: 0.5rem 0.75rem; background: #fff4d6; border: 1px solid #e6b422; border-radius: 0.5rem; font-weight: 600; }
h1 { margin: 0 0 0.25rem; font-size: 1.4rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
dt { color: #51607a; }
dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
form { display: flex; flex-direction: column; gap: 0.75rem; margin-top: 1.5rem; }
button { min-height: 44px; font-size: 1rem; border-radius: 0.5rem; border: 1px solid #1f5fbf; cursor: pointer; }
button[value="confirm"] { background: #1f5fbf; color: #fff; }
button[value="fail"] { background: #fff; color: #9b1c1c; border-color: #9b1c1c; }
a { color: #1f5fbf; }
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="/sandbox-bank/style.css">
</head>
<body>
<main>
<p class="notice">Ngân hàng thử nghiệm — không có tiền thật</p>
${content}
</main>
</body>
</html>`;
}

export function paymentPage({ token, bank, amount, memo, depositId }: { token: string; bank: Bank; amount: number; memo: string; depositId: number }): string {
  return layout(
    `${bank.shortName} — Thanh toán trực tuyến`,
    `<h1>${escape(bank.shortName)}</h1>
<p>${escape(bank.name)}</p>
<dl>
<dt>Số tiền</dt><dd>${formatMoney(amount)} VND</dd>
<dt>Nội dung</dt><dd>${escape(memo)}</dd>
<dt>Mã giao dịch</dt><dd>${depositId}</dd>
</dl>
<form method="post" action="/sandbox-bank/pay">
<input type="hidden" name="session" value="${escape(token)}">
<button type="submit" name="action" value="confirm">Xác nhận thanh toán</button>
<button type="submit" name="action" value="fail">Thanh toán thất bại</button>
</form>`,
  );
}

/** A dead end (expired session, a payment already settled) with the way back to the site. */
export function messagePage(title: string, text: string, backUrl: string): string {
  return layout(title, `<h1>${escape(title)}</h1>\n<p>${escape(text)}</p>\n<p><a href="${escape(backUrl)}">Quay lại trang nạp tiền</a></p>`);
}
