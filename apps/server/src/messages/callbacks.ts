import { CALLBACK_FIELD_MESSAGES } from '@app/contract';

/** What the callbacks module answers, in the words a member, a visitor or an operator reads. */
export const CALLBACK_MESSAGES = {
  windowOver: CALLBACK_FIELD_MESSAGES.windowOver,
  phoneBusy: 'Số điện thoại này đã có một yêu cầu gọi lại đang chờ xử lý. Nhân viên CSKH sẽ sớm liên hệ.',
  memberBusy: (phone: string) => `Bạn đang có một yêu cầu gọi lại chưa được xử lý (số ${phone}). Vui lòng chờ nhân viên CSKH liên hệ.`,
  notFound: 'Không tìm thấy yêu cầu gọi lại này',
  alreadyClosed: 'Yêu cầu gọi lại này đã được xử lý xong',
  claimedByOther: 'Yêu cầu gọi lại này đang do một nhân viên khác xử lý',
} as const;
