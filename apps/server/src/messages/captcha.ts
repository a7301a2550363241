/** Why a captcha step was refused, as the member reads it. */
export type CaptchaFailure = 'expired' | 'invalid_proof_of_work' | 'proof_of_work_required' | 'wrong_position' | 'too_fast';

export const CAPTCHA_MESSAGES: Record<CaptchaFailure, string> = {
  expired: 'Mã xác minh đã hết hạn, vui lòng thử lại',
  invalid_proof_of_work: 'Bằng chứng công việc không hợp lệ',
  proof_of_work_required: 'Chưa hoàn tất bước xác minh, vui lòng thử lại',
  wrong_position: 'Ghép hình chưa chính xác, vui lòng thử lại',
  // Deliberately the same words as a wrong position: a bot learns nothing about which check failed.
  too_fast: 'Ghép hình chưa chính xác, vui lòng thử lại',
};
