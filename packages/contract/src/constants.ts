/** Business constants and limits of spec §9 (and the DESIGN §4 defaults for spec gaps). */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
export const EMAIL_MIN_LENGTH = 1;
/** Spec §5/§9: "1 to 45"; the text says "less than 45" — the range wins (see docs/decisions/0002). */
export const EMAIL_MAX_LENGTH = 45;
/** A new password may not equal the current one nor any of the N used before it. */
export const PASSWORD_HISTORY_SIZE = 3;

/** The token cookie lives one twelfth of a day. */
export const TOKEN_COOKIE_DAYS = 1 / 12;
export const ACCESS_TOKEN_TTL_SECONDS = 2 * 60 * 60;
/** "Configured token time" of spec §9; its unit is not given, it is kept for reference only. */
export const CONFIGURED_TOKEN_TIME = 3000;

export const REQUEST_TIMEOUT_MS = 100_000;
export const LOADING_CLOSE_DELAY_MS = 300;
export const MOBILE_BREAKPOINT_PX = 630;

/** Spec §6: the `Tenant-Id` of a request without a tenant of its own, and of the second brand. */
export const DEFAULT_TENANT_ID = '000000';
export const SECOND_BRAND_TENANT_ID = '000002';
/** The form of a tenant id (spec §6: `000000`, `000002`): six digits. */
export const TENANT_ID_PATTERN = /^\d{6}$/;

export const REGIONS = ['cn', 'eu', 'us', 'sg'] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = 'cn';

export const DEFAULT_COUNTRY = { short: 'DE', tel: '49' } as const;
/** Hosts whose name contains one of these words default to the Chinese mainland. */
export const LOCAL_HOST_MARKERS = ['localhost', 'cn', 'uat'] as const;
export const LOCAL_HOST_DEFAULT_COUNTRY = { short: 'CN', tel: '86' } as const;

/** DESIGN §4: the minimum age is configurable, default 16. */
export const DEFAULT_MIN_AGE = 16;

export const FOOTER_YEAR = 2025;

/** Verification codes: 6 digits (DESIGN §4). */
export const VERIFICATION_CODE_LENGTH = 6;
