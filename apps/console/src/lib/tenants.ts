import { DEFAULT_TENANT_ID, SECOND_BRAND_TENANT_ID } from '@account-centre/contract';

/** The tenants the console offers: the two brands' (staff are not bound to one). */
export const TENANTS = [DEFAULT_TENANT_ID, SECOND_BRAND_TENANT_ID] as const;
