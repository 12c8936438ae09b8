import '../messages';
import { Trans } from '@lingui/react/macro';
import { NotOnSaleNotice } from '../../../components/not-on-sale-notice';

/** In place of the booking panel of a tour taken off sale. */
export function TourNotOnSaleNotice() {
  return (
    <NotOnSaleNotice
      heading={<Trans>Not on sale at the moment</Trans>}
      message={
        <Trans>
          This tour is not taking bookings at the moment. Bookings already made stay valid: find
          them in your dashboard.
        </Trans>
      }
      others={{ to: '/tours', label: <Trans>See other tours</Trans> }}
    />
  );
}
