/**
 * Copies text for the member (spec §7 "copy text to clipboard"). The async Clipboard API exists only
 * in secure contexts; over plain http (a backup host) the old way still works: select the text of an
 * off-screen textarea and run the copy command inside the same click.
 */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or the document lost focus: fall through to the old way.
    }
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.className = 'copy-scratch';
  document.body.append(area);
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  area.select();
  area.setSelectionRange(0, text.length);
  const copied = runCopyCommand();
  area.remove();
  focused?.focus();
  return copied;
}

function runCopyCommand(): boolean {
  try {
    // Deprecated, but the only copy path outside secure contexts, and every browser still runs it.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
