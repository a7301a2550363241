/** What the member-level progress says. */
export const levelText = {
  heading: 'Cấp độ thành viên',
  progressLabel: (next: number) => `Tiến độ lên Cấp ${next}`,
  remaining: (amount: string, next: number) => `Còn ${amount} VND để lên Cấp ${next}`,
  top: 'Bạn đã đạt cấp cao nhất',
  howToRise: 'Cấp độ tăng theo tổng số tiền nạp thành công.',
} as const;
