import { AdminImagesPage } from '../features/admin/pages/admin-images-page';
import { WithSecondFactor } from './second-factor-host';

/** The admin's image tools, behind the second factor (features compose here). */
export function AdminImagesRoute() {
  return (
    <WithSecondFactor>
      <AdminImagesPage />
    </WithSecondFactor>
  );
}
