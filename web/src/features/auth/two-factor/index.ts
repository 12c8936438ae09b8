// Two-factor sign-in screens (decision 045), for the pages that mount them: the settings page
// mounts ManageTwoFactor; the admin and check-in pages get SecondFactorGate through AdminGate.
export { ManageTwoFactor } from './components/manage-two-factor';
export { SecondFactorGate } from './components/second-factor-gate';
export { EnrolTwoFactor } from './components/enrol-two-factor';
export { TwoFactorChallenge } from './components/two-factor-challenge';
export { RecoveryCodesPanel } from './components/recovery-codes-panel';
