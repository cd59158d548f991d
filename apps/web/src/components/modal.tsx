import { X, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
}

/**
 * An accessible modal on the native <dialog>: focus is trapped and restored by the browser,
 * Escape closes it, the backdrop click closes it, and the close button is labelled.
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
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal modal--${variant} ${className ?? ''}`}
      style={width ? { width } : undefined}
      aria-label={title}
      onCancel={(event) => {
        // React passes a nested dialog's cancel on to this one: Escape closes the top dialog only.
        if (event.target !== ref.current) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
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
