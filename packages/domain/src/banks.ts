/**
 * The 30 main Vietnamese banks of spec §3. `code` is this platform's own bank code (1001..1036, never
 * reused, as stored with a member's bank card); `bin` is the bank's real NAPAS BIN, which is what a
 * VietQR payload carries (D7); `type` is the short code members and operators know.
 * Names are the current legal names (LPBank became Lộc Phát in 2024, PGBank Thịnh vượng và Phát
 * triển in 2024). OceanBank (renamed MBV in 2025 after its transfer to MB) is listed under the name
 * in the NAPAS list with BIN 970414.
 */
export type Bank = {
  code: number;
  type: string;
  /** The brand members recognise, e.g. 'Vietcombank'. */
  shortName: string;
  name: string;
  bin: string;
};

export const BANKS: readonly Bank[] = [
  { code: 1001, type: 'VCB', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại thương Việt Nam', bin: '970436' },
  { code: 1002, type: 'BIDV', shortName: 'BIDV', name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam', bin: '970418' },
  { code: 1003, type: 'VTB', shortName: 'VietinBank', name: 'Ngân hàng TMCP Công thương Việt Nam', bin: '970415' },
  { code: 1004, type: 'AGR', shortName: 'Agribank', name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam', bin: '970405' },
  { code: 1005, type: 'TCB', shortName: 'Techcombank', name: 'Ngân hàng TMCP Kỹ thương Việt Nam', bin: '970407' },
  { code: 1006, type: 'MB', shortName: 'MB', name: 'Ngân hàng TMCP Quân đội', bin: '970422' },
  { code: 1007, type: 'ACB', shortName: 'ACB', name: 'Ngân hàng TMCP Á Châu', bin: '970416' },
  { code: 1008, type: 'VPB', shortName: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng', bin: '970432' },
  { code: 1009, type: 'TPB', shortName: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong', bin: '970423' },
  { code: 1010, type: 'STB', shortName: 'Sacombank', name: 'Ngân hàng TMCP Sài Gòn Thương Tín', bin: '970403' },
  { code: 1011, type: 'SHB', shortName: 'SHB', name: 'Ngân hàng TMCP Sài Gòn – Hà Nội', bin: '970443' },
  { code: 1012, type: 'HDB', shortName: 'HDBank', name: 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh', bin: '970437' },
  { code: 1013, type: 'VIB', shortName: 'VIB', name: 'Ngân hàng TMCP Quốc tế Việt Nam', bin: '970441' },
  { code: 1014, type: 'MSB', shortName: 'MSB', name: 'Ngân hàng TMCP Hàng Hải Việt Nam', bin: '970426' },
  { code: 1015, type: 'OCB', shortName: 'OCB', name: 'Ngân hàng TMCP Phương Đông', bin: '970448' },
  { code: 1016, type: 'SCB', shortName: 'SCB', name: 'Ngân hàng TMCP Sài Gòn', bin: '970429' },
  { code: 1017, type: 'EIB', shortName: 'Eximbank', name: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam', bin: '970431' },
  { code: 1018, type: 'LPB', shortName: 'LPBank', name: 'Ngân hàng TMCP Lộc Phát Việt Nam', bin: '970449' },
  { code: 1019, type: 'SEAB', shortName: 'SeABank', name: 'Ngân hàng TMCP Đông Nam Á', bin: '970440' },
  { code: 1020, type: 'NAB', shortName: 'Nam A Bank', name: 'Ngân hàng TMCP Nam Á', bin: '970428' },
  { code: 1021, type: 'ABB', shortName: 'ABBANK', name: 'Ngân hàng TMCP An Bình', bin: '970425' },
  { code: 1022, type: 'BAB', shortName: 'Bac A Bank', name: 'Ngân hàng TMCP Bắc Á', bin: '970409' },
  { code: 1023, type: 'VAB', shortName: 'VietABank', name: 'Ngân hàng TMCP Việt Á', bin: '970427' },
  { code: 1024, type: 'KLB', shortName: 'Kienlongbank', name: 'Ngân hàng TMCP Kiên Long', bin: '970452' },
  { code: 1025, type: 'PGB', shortName: 'PGBank', name: 'Ngân hàng TMCP Thịnh vượng và Phát triển', bin: '970430' },
  { code: 1026, type: 'SGB', shortName: 'Saigonbank', name: 'Ngân hàng TMCP Sài Gòn Công Thương', bin: '970400' },
  { code: 1027, type: 'NCB', shortName: 'NCB', name: 'Ngân hàng TMCP Quốc Dân', bin: '970419' },
  { code: 1028, type: 'BVB', shortName: 'BAOVIET Bank', name: 'Ngân hàng TMCP Bảo Việt', bin: '970438' },
  { code: 1029, type: 'VCCB', shortName: 'BVBank', name: 'Ngân hàng TMCP Bản Việt', bin: '970454' },
  { code: 1030, type: 'OJB', shortName: 'OceanBank', name: 'Ngân hàng Thương mại TNHH MTV Đại Dương', bin: '970414' },
];

export class UnknownBankError extends Error {
  readonly code: number;
  constructor(code: number) {
    super(`Không tìm thấy ngân hàng có mã ${code}`);
    this.name = 'UnknownBankError';
    this.code = code;
  }
}

const byCode = new Map(BANKS.map((b) => [b.code, b]));

/** Spec §5: looking up an unknown code is an error, not an empty name. */
export function bankByCode(code: number): Bank {
  const bank = byCode.get(code);
  if (!bank) throw new UnknownBankError(code);
  return bank;
}

export function bankNameByCode(code: number): string {
  return bankByCode(code).name;
}

/** Case-insensitive; undefined when no bank has that short code. */
export function bankByType(type: string): Bank | undefined {
  const wanted = type.trim().toUpperCase();
  return BANKS.find((b) => b.type === wanted);
}
