import { WEB_SCREEN_PATHS } from '@account-centre/contract';

/** The screen paths of spec §2, written once (in the contract: the server's metrics name them). */
export const paths = WEB_SCREEN_PATHS;

export type ScreenPath = (typeof paths)[keyof typeof paths];
