import { AlertDialog } from 'radix-ui';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

type CheckoutPaymentDialogProps = {
  /** The button that opens the dialog; focus returns to it on close. */
  children: ReactElement;
  walletHref: string;
};

/**
 * Card payment is a placeholder (spec: the alert 'Payment integration coming soon!...'). An
 * alert dialog instead of window.alert: it keeps focus in the page, is announced, and offers the
 * way to book that works today, the wallet.
 */
export function CheckoutPaymentDialog({ children, walletHref }: CheckoutPaymentDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{children}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-stone-900">
            Payment integration coming soon!
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-600">
            Card payment is not available yet. You can book this tour now and pay from your prepaid
            wallet.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline')}>Close</AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Link to={walletHref} className={buttonClasses('primary')}>
                Pay from wallet
              </Link>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
