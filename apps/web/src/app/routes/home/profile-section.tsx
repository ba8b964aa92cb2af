import type { HomeSectionProps } from '#app/routes/home/home-section-props.ts';
import { AccountSummary } from '#features/account/components/account-summary.tsx';

/** `/home/profile`: the account's details, with the links that change them. */
export function ProfileSection({ userInfo }: HomeSectionProps) {
  return <AccountSummary userInfo={userInfo} />;
}
