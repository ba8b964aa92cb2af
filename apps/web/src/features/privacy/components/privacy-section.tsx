import type { UserInfo } from '@account-centre/contract';
import { AccountDeletion } from '#features/privacy/components/account-deletion.tsx';
import { DataExport } from '#features/privacy/components/data-export.tsx';

/** `/home/privacy` (issue 34, decision 048): download the data, delete the account. */
export function PrivacySection({ userInfo }: { userInfo: UserInfo }) {
  return (
    <>
      <DataExport />
      <AccountDeletion userInfo={userInfo} />
    </>
  );
}
