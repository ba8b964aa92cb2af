import { userInfoResponseSchema, userInfoSchema, type UserInfo } from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';
import { getStored, setStored } from '#lib/storage.ts';

/** GET userInfo: the signed-in user's account summary; kept as stored userInfo (spec §3). */
export async function getUserInfo(): Promise<UserInfo> {
  const answer = await apiClient.get(getApiPaths().userInfo, {
    schema: userInfoResponseSchema,
    needsAuth: true,
  });
  setStored('userInfo', answer.data);
  return answer.data;
}

/** The user info last fetched in this session (spec §3 stored userInfo), if any. */
export function storedUserInfo(): UserInfo | undefined {
  return getStored('userInfo', userInfoSchema);
}
