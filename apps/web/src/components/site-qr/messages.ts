/** The site QR block's own strings; the caption and "Đóng" come from the shared catalogue (lib/i18n.ts). */
export const siteQrMessages = {
  enlarge: 'Phóng to mã QR',
  codeLabel: 'Mã QR mở trang trên điện thoại',
  dialogTitle: 'Mở trang trên điện thoại',
  dialogLead: 'Quét mã bằng camera điện thoại để mở trang:',
};
