/**
 * VietQR (NAPAS) payloads: EMVCo merchant-presented QR with the beneficiary bank's BIN, the account,
 * the amount and the memo, closed by a CRC-16/CCITT-FALSE checksum. Banking apps in Vietnam scan it
 * and fill in a transfer. Every field is checked for length and characters before it is built, so a
 * payload that cannot scan is never drawn.
 */
export type VietQrInput = {
  /** Six-digit acquirer BIN of the receiving bank (banks.ts). */
  bin: string;
  accountNumber: string;
  /** Integer VND. */
  amount: number;
  /** Transfer content the bank shows and the operator matches on. */
  memo: string;
};

export class VietQrError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VietQrError';
  }
}

const NAPAS_GUID = 'A000000727';
/** Service code: fast transfer (247) to an account. */
const SERVICE_TO_ACCOUNT = 'QRIBFTTA';
const CURRENCY_VND = '704';
const MAX_PAYLOAD = 512;

function tlv(id: string, value: string): string {
  if (value.length === 0 || value.length > 99) throw new VietQrError(`Trường ${id} dài ${value.length} ký tự, ngoài giới hạn 1–99`);
  return id + String(value.length).padStart(2, '0') + value;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) as four upper-case hex digits, as EMVCo requires. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function validateVietQrInput({ bin, accountNumber, amount, memo }: VietQrInput): void {
  if (!/^\d{6}$/.test(bin)) throw new VietQrError('Mã BIN ngân hàng phải gồm đúng 6 chữ số');
  if (!/^[0-9A-Za-z]{6,19}$/.test(accountNumber)) throw new VietQrError('Số tài khoản nhận phải gồm 6–19 chữ số hoặc chữ cái');
  if (!Number.isSafeInteger(amount) || amount <= 0 || String(amount).length > 13) throw new VietQrError('Số tiền phải là số nguyên dương tối đa 13 chữ số');
  if (!/^[0-9A-Za-z ]{1,25}$/.test(memo)) throw new VietQrError('Nội dung chuyển khoản chỉ gồm chữ cái không dấu, chữ số, khoảng trắng, tối đa 25 ký tự');
}

export function buildVietQrPayload(input: VietQrInput): string {
  validateVietQrInput(input);
  const beneficiary = tlv('00', input.bin) + tlv('01', input.accountNumber);
  const merchantAccount = tlv('00', NAPAS_GUID) + tlv('01', beneficiary) + tlv('02', SERVICE_TO_ACCOUNT);
  const body =
    tlv('00', '01') +
    tlv('01', '12') + // dynamic: the amount is part of this payment
    tlv('38', merchantAccount) +
    tlv('53', CURRENCY_VND) +
    tlv('54', String(input.amount)) +
    tlv('58', 'VN') +
    tlv('62', tlv('08', input.memo)) +
    '6304';
  const payload = body + crc16Ccitt(body);
  if (payload.length > MAX_PAYLOAD) throw new VietQrError('Mã QR quá dài');
  return payload;
}

/** Top-level (or nested) EMVCo fields by id; throws on a malformed string. */
export function parseEmvFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const id = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || i + 4 + length > text.length) throw new VietQrError('Chuỗi EMVCo không hợp lệ');
    fields.set(id, text.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** Reads a VietQR payload back (checksum included): what a banking app would show before the transfer. */
export function parseVietQrPayload(payload: string): VietQrInput {
  const top = parseEmvFields(payload);
  const crc = top.get('63');
  if (!crc || crc16Ccitt(payload.slice(0, -4)) !== crc) throw new VietQrError('Sai mã kiểm tra CRC');
  const merchant = parseEmvFields(top.get('38') ?? '');
  if (merchant.get('00') !== NAPAS_GUID) throw new VietQrError('Không phải mã VietQR');
  const beneficiary = parseEmvFields(merchant.get('01') ?? '');
  const memo = parseEmvFields(top.get('62') ?? '').get('08') ?? '';
  return {
    bin: beneficiary.get('00') ?? '',
    accountNumber: beneficiary.get('01') ?? '',
    amount: Number(top.get('54') ?? 0),
    memo,
  };
}
