import { CheckInPage } from '../features/check-in/pages/check-in-page';
import { WithSecondFactor } from './second-factor-host';

/** The staff's check-in page, behind the second factor (features compose here). */
export function CheckInRoute() {
  return (
    <WithSecondFactor>
      <CheckInPage />
    </WithSecondFactor>
  );
}
