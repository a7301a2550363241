/** A Vietnamese phone number (0… or +84…, spaces and dots allowed) or an e-mail address. */
const PHONE = /^(\+?84|0)\d{8,10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What is wrong with a visitor's contact, or null. Asked for when no agent is on duty (someone calls
 * or writes back later), optional otherwise.
 */
export function contactProblem(value: string, required: boolean): 'required' | 'invalid' | null {
  const v = value.trim();
  if (!v) return required ? 'required' : null;
  if (v.includes('@')) return EMAIL.test(v) ? null : 'invalid';
  return PHONE.test(v.replace(/[\s.-]/g, '')) ? null : 'invalid';
}
