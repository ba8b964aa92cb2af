import type { UserInfo } from '@account-centre/contract';
import { useEffect, useState } from 'react';
import { browserOffersPasskeys, hasPasskeys } from '#features/privacy/api/privacy-api.ts';
import { AccountDeletion } from '#features/privacy/components/account-deletion.tsx';
import { DataExport } from '#features/privacy/components/data-export.tsx';

/**
 * `/home/privacy` (issue 34, decisions 048 and 057): download the data, delete the account. A
 * passkey is offered as the proof when the account has one and the browser can use it.
 */
export function PrivacySection({ userInfo }: { userInfo: UserInfo }) {
  const [offerPasskey, setOfferPasskey] = useState(false);
  useEffect(() => {
    if (!browserOffersPasskeys()) return;
    let live = true;
    hasPasskeys().then(
      (has) => live && setOfferPasskey(has),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <DataExport offerPasskey={offerPasskey} />
      <AccountDeletion userInfo={userInfo} offerPasskey={offerPasskey} />
    </>
  );
}
