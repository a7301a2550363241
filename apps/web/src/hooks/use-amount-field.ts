import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { caretAfterDigits, digitsBefore, formatAmountTyping } from '../lib/amount-input.ts';

/**
 * The text of an amount field, regrouped with commas as the member types (lib/amount-input), with the
 * caret put back after the digit it followed (React would otherwise leave it at the end after a
 * controlled value changes length).
 */
export function useAmountField(onEdit?: () => void) {
  const [text, setText] = useState('');
  const pending = useRef<{ input: HTMLInputElement; caret: number } | null>(null);
  useLayoutEffect(() => {
    const next = pending.current;
    pending.current = null;
    if (next && document.activeElement === next.input) next.input.setSelectionRange(next.caret, next.caret);
  });

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const { value, selectionStart } = event.target;
    const formatted = formatAmountTyping(value);
    pending.current = { input: event.target, caret: caretAfterDigits(formatted, digitsBefore(value, selectionStart ?? value.length)) };
    setText(formatted);
    onEdit?.();
  }

  return { text, setText, onChange };
}
