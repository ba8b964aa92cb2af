import type { UserInfo } from '@account-centre/contract';
import { useEffect, useState } from 'react';
import { getUserInfo } from '#features/account/api/get-user-info.ts';

export type UserInfoState =
  { status: 'loading' } | { status: 'ready'; userInfo: UserInfo } | { status: 'failed' };

export function useUserInfo(): UserInfoState {
  const [state, setState] = useState<UserInfoState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getUserInfo().then(
      (userInfo) => current && setState({ status: 'ready', userInfo }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
