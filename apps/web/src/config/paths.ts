import { WEB_SCREEN_PATHS } from '@account-centre/contract';

/** The screen paths of spec §2, written once (in the contract: the server's metrics name them). */
export const paths = WEB_SCREEN_PATHS;

export type ScreenPath = (typeof paths)[keyof typeof paths];

/** Home's sections (issue 37, decision 053): each has its own address under `/home`. */
export const homeSectionPaths = {
  profile: '/home/profile',
  security: '/home/security',
  devices: '/home/devices',
  apps: '/home/apps',
  activity: '/home/activity',
  agreements: '/home/agreements',
  privacy: '/home/privacy',
} as const;

export type HomeSectionId = keyof typeof homeSectionPaths;
