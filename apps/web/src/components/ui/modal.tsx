import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open modals, innermost last: only the top one answers Escape and Tab. */
const stack: symbol[] = [];

type ModalProps = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 'sheet' slides up from the bottom on small screens (mobile pickers and the captcha). */
  variant?: 'center' | 'sheet';
  /** Adds an icon button that closes, named by this label. */
  closeLabel?: string;
  className?: string;
};

/**
 * An accessible modal dialog: role="dialog", aria-modal, named by its title; focus moves in, is kept
 * inside (Tab wraps, the page behind is inert) and returns where it was; Escape closes.
 */
export function Modal({ title, onClose, children, variant = 'center', closeLabel, className }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const id = Symbol('modal');
    stack.push(id);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const appRoot = document.getElementById('root');
    appRoot?.setAttribute('inert', '');
    const focusables = () => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
    const initial = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? panel;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack.at(-1) !== id) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(id), 1);
      if (stack.length === 0) appRoot?.removeAttribute('inert');
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return createPortal(
    <div className={`modal-backdrop modal-backdrop--${variant}`}>
      <div
        ref={panelRef}
        className={`modal modal--${variant}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__head">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          {closeLabel ? (
            <button type="button" className="icon-button modal__close" aria-label={closeLabel} onClick={onClose}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
