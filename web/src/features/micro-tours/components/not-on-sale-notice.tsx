import '../messages';
import { Trans } from '@lingui/react/macro';
import { NotOnSaleNotice } from '../../../components/not-on-sale-notice';

/** In place of the booking card of a micro-tour taken off sale. */
export function MicroTourNotOnSaleNotice() {
  return (
    <NotOnSaleNotice
      heading={<Trans>Not on sale at the moment</Trans>}
      message={
        <Trans>
          This micro-tour is not taking bookings at the moment. Bookings already made stay valid:
          find them in your dashboard.
        </Trans>
      }
      others={{ to: '/micro-tours', label: <Trans>See other micro-tours</Trans> }}
    />
  );
}
