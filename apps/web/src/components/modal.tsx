import { X, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 'dialog' centres it; 'drawer' slides it in from the right edge. */
  variant?: 'dialog' | 'drawer' | 'fullscreen';
  width?: number;
  className?: string;
  hideTitle?: boolean;
  /** What the close button does when it is not closing (a screen's "back"); Escape still closes. */
  onCloseButton?: () => void;
  closeLabel?: string;
  closeIcon?: LucideIcon;
  /**
   * False: a non-modal panel (the live chat on a large screen). No backdrop, the page stays usable
   * and Tab leaves it; it still takes focus when it opens, gives it back when it closes, and
   * closes on Escape pressed inside it.
   */
  modal?: boolean;
}

/**
 * An accessible modal on the native <dialog>: focus is trapped and restored by the browser,
 * Escape closes it, the backdrop click closes it, and the close button is labelled. With
 * `modal={false}` the same dialog is shown without the modal part (see the prop).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  variant = 'dialog',
  width,
  className,
  hideTitle,
  onCloseButton,
  closeLabel,
  closeIcon: CloseIcon = X,
  modal = true,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();

  // Where focus was when a non-modal dialog opened: it goes back there when it closes.
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Switching between modal and not (a window resized across the phone width) shows it again.
    if (open && dialog.open && dialog.matches(':modal') !== modal) dialog.close();
    if (open && !dialog.open) {
      if (modal) dialog.showModal();
      else {
        opener.current = document.activeElement;
        dialog.show();
      }
    }
    if (!open && dialog.open) {
      const focusWasHere = dialog.contains(document.activeElement) || document.activeElement === document.body;
      const modalOne = dialog.matches(':modal');
      dialog.close();
      // The browser gives focus back after a modal dialog; after this one, here (when the user is
      // not busy elsewhere on the page).
      if (!modalOne && focusWasHere && opener.current instanceof HTMLElement && opener.current.isConnected)
        opener.current.focus();
    }
  }, [open, modal]);

  // A non-modal dialog gets no cancel event from Escape: Escape closes it when focus is in it, or
  // nowhere in particular (a button that went disabled under it), and no modal dialog is on top.
  useEffect(() => {
    if (!open || modal) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = ref.current;
      if (event.key !== 'Escape' || event.defaultPrevented || !dialog) return;
      const active = document.activeElement;
      if (active && active !== document.body && !dialog.contains(active)) return;
      if (document.querySelector('dialog:modal')) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, modal, onClose]);

  return (
    <dialog
      ref={ref}
      className={`modal modal--${variant} ${className ?? ''}`}
      style={width ? { width } : undefined}
      aria-label={title}
      aria-modal={modal ? undefined : false}
      onCancel={(event) => {
        // React passes a nested dialog's cancel on to this one: Escape closes the top dialog only.
        if (event.target !== ref.current) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The backdrop (a modal's only): a click on the dialog element itself.
        if (modal && event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="modal__body">
          {/* A hidden title is still the dialog's accessible name (aria-label), without a second heading. */}
          {!hideTitle && (
            <header className="modal__header">
              <h2 className="modal__title">{title}</h2>
            </header>
          )}
          <button
            type="button"
            className="modal__close"
            onClick={onCloseButton ?? onClose}
            aria-label={closeLabel ?? t('common.close')}
          >
            <CloseIcon size={20} aria-hidden="true" />
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
}
