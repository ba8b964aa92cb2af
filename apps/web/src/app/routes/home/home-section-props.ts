import type { UserInfo } from '@account-centre/contract';

/** What every Home section is given (a section may ignore it). */
export type HomeSectionProps = { userInfo: UserInfo };
