import { Card } from '../components/ui/card';
import { AccountLanguage } from '../features/account-language/components/account-language';
import { ManageTwoFactor } from '../features/auth/two-factor';
import { HomeCitySetting } from '../features/footprint/components/home-city-setting';
import { SettingsPage } from '../features/settings/pages/settings-page';
import { MemberSecondFactor } from './second-factor-host';

/** The Settings page with the member's language, home city and two-factor sign-in (features compose here). */
export function SettingsRoute() {
  return (
    <MemberSecondFactor>
      <SettingsPage
        language={<AccountLanguage />}
        homeCity={<HomeCitySetting />}
        twoFactor={
          <Card id="two-factor" className="scroll-mt-24 p-5 sm:p-6">
            <ManageTwoFactor />
          </Card>
        }
      />
    </MemberSecondFactor>
  );
}
