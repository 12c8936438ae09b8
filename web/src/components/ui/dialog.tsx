import { useLingui } from '@lingui/react/macro';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { cn } from '../../lib/cn';

/**
 * A modal dialog (Radix): focus moves in and stays in until it closes, Escape closes it, and focus
 * returns to what opened it. `description` is read out with the title.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  canClose = true,
  placement = 'center',
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** False while the dialog is busy: Escape, outside clicks and the X do nothing. */
  canClose?: boolean;
  /** 'sheet' rises from the bottom edge, full width: for phones. */
  placement?: 'center' | 'sheet';
  /** Where focus goes on closing, when the dialog opens without a Radix trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => (canClose || next) && onOpenChange(next)}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <DialogPrimitive.Content
          className={cn(
            'fixed z-50 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none',
            placement === 'center'
              ? 'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl'
              : 'inset-x-0 bottom-0 max-h-[calc(100dvh-3rem)] rounded-t-2xl pb-[max(1.5rem,env(safe-area-inset-bottom))]',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          onOpenAutoFocus={(event) => {
            // A control marked data-autofocus (say, Cancel) takes focus instead of the first one.
            const content = event.currentTarget;
            const preferred =
              content instanceof HTMLElement
                ? content.querySelector<HTMLElement>('[data-autofocus]')
                : null;
            if (preferred) {
              event.preventDefault();
              preferred.focus();
            }
          }}
        >
          <DialogPrimitive.Title className="pr-8 text-lg font-semibold text-stone-900">
            {title}
          </DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="mt-2 text-stone-700">
              {description}
            </DialogPrimitive.Description>
          )}
          {children}
          <DialogPrimitive.Close
            disabled={!canClose}
            aria-label={t`Close`}
            className="absolute top-4 right-4 rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-emerald-700 disabled:opacity-50"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export const DialogClose = DialogPrimitive.Close;
