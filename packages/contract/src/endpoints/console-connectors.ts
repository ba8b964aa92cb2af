import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';
import { CONSOLE_API_PREFIX, consoleTenantSchema } from '#endpoints/console.ts';
import { CONNECTOR_KINDS, linkedIdentitySchema } from '#endpoints/connectors.ts';

/**
 * The console's connectors (issue 35, decisions 050 and 056): an admin lists, adds, changes and
 * enables or disables a tenant's connectors (support: 40322); secrets are write-only (sealed, never
 * answered: `hasSecret` says whether one is stored). Any staff member sees an account's linked
 * identities. Every change is audited.
 */
export const consoleConnectorPaths = {
  /** GET `?tenant=`: the tenant's connectors; POST: add or change one (by tenant and slug). */
  connectors: `${CONSOLE_API_PREFIX}/connectors`,
  /** POST `{ tenant, enabled }`: enable or disable one. */
  connectorEnabled: `${CONSOLE_API_PREFIX}/connectors/:connectorId/enabled`,
  /** GET `?tenant=`: an account's linked identities (support and admin). */
  userIdentities: `${CONSOLE_API_PREFIX}/users/:userId/identities`,
} as const;

const slugSchema = z.string().check(z.regex(/^[a-z][a-z0-9-]{1,30}$/));
const countrySchema = z.string().check(z.regex(/^[A-Z]{2}$/));

/** A connector as the console shows it: everything but its secret. */
export const consoleConnectorSchema = z.object({
  id: z.string(),
  slug: z.string(),
  kind: z.enum(CONNECTOR_KINDS),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  scopes: z.string(),
  countries: z.array(z.string()),
  enabled: z.boolean(),
  /** Whether a client secret (Apple: the key) is stored; it is never answered. */
  hasSecret: z.boolean(),
  teamId: z.nullable(z.string()),
  keyId: z.nullable(z.string()),
  apiBase: z.nullable(z.string()),
});
export type ConsoleConnector = z.infer<typeof consoleConnectorSchema>;
export const consoleConnectorsResponseSchema = envelopeSchema(
  z.object({ connectors: z.array(consoleConnectorSchema) }),
);
export const consoleConnectorResponseSchema = envelopeSchema(
  z.object({ connector: consoleConnectorSchema }),
);

export const consoleConnectorsQuerySchema = z.object({ tenant: consoleTenantSchema });

/**
 * Add or change the tenant's connector `slug`. `clientSecret` left out keeps the stored one; the
 * presets' `issuer` may be left out (decision 056).
 */
export const consoleConnectorRequestSchema = z.object({
  tenant: consoleTenantSchema,
  slug: slugSchema,
  kind: z.enum(CONNECTOR_KINDS),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  issuer: z.optional(z.url({ protocol: /^https?$/ })),
  clientId: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
  clientSecret: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
  scopes: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(256))),
  countries: z.optional(z.array(countrySchema).check(z.maxLength(50))),
  enabled: z.boolean(),
  teamId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  keyId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  apiBase: z.optional(z.url({ protocol: /^https?$/ })),
});
export type ConsoleConnectorRequest = z.infer<typeof consoleConnectorRequestSchema>;

export const consoleConnectorParamsSchema = z.object({
  connectorId: z.string().check(z.uuid()),
});
export const consoleConnectorEnabledRequestSchema = z.object({
  tenant: consoleTenantSchema,
  enabled: z.boolean(),
});

export const consoleUserIdentitiesResponseSchema = envelopeSchema(
  z.object({ identities: z.array(linkedIdentitySchema) }),
);
