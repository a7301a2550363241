/**
 * Banks print the holder's name in capitals without diacritics ("NGUYEN VAN AN"), and a payout is
 * matched against that. So what the member types is turned into that form as they type: marks
 * dropped (đ → D, which Unicode does not decompose), letters upper-cased, anything but letters and
 * single spaces left out. A trailing space stays so the next word can be typed; `trim` on submit.
 */
export function toHolderName(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^ /, '');
}

/** Only digits are kept; 19 is the longest account number a bank issues (the contract's limit). */
export function toAccountDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 19);
}
