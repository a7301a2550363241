/**
 * Spec §5: the registration phone number is sent as a number. '0912 345 678' → 912345678; a +84/84
 * prefix is the same number. Nothing typed → NaN, which JSON sends as null and the server names the field.
 */
export function toPhoneNumber(input: string): number {
  const digits = input.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('84') ? digits.slice(2) : digits;
  return local === '' ? Number.NaN : Number(local);
}
