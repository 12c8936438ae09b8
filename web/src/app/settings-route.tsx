import { AccountLanguage } from '../features/account-language/components/account-language';
import { HomeCitySetting } from '../features/footprint/components/home-city-setting';
import { SettingsPage } from '../features/settings/pages/settings-page';

/**
 * The Settings page with the member's language and home city (features compose here). Two-factor
 * sign-in goes into `twoFactor`, wrapped in the settings feature's SettingsSection.
 */
export function SettingsRoute() {
  return <SettingsPage language={<AccountLanguage />} homeCity={<HomeCitySetting />} />;
}
