import type { UserInfo } from '@account-centre/contract';
import { startTransition, useEffect, useState } from 'react';
import { getUserInfo } from '#features/account/api/get-user-info.ts';

export type UserInfoState =
  { status: 'loading' } | { status: 'ready'; userInfo: UserInfo } | { status: 'failed' };

export function useUserInfo(): UserInfoState {
  const [state, setState] = useState<UserInfoState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getUserInfo().then(
      // The signed-in page renders once this arrives: in a transition, in short slices (Lighthouse
      // mobile counted its one long render task as blocking time, issue 37).
      (userInfo) => current && startTransition(() => setState({ status: 'ready', userInfo })),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
