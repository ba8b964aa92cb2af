import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';
import { apiPaths } from '#paths.ts';
export * from '#endpoints/connector-params.ts';
import { birthDateSchema } from '#rules/birth-date.ts';
import { countryCodeSchema } from '#rules/country.ts';
import { emailSchema } from '#rules/email.ts';
import { verificationCodeSchema } from '#rules/verification-code.ts';
import { languageTagSchema } from '#endpoints/common.ts';
import { stepUpProofSchema } from '#endpoints/step-up.ts';

/**
 * Sign-in with another identity provider ("connectors", decision 050). The browser is sent to
 * `connectorStart` (a navigation, not a call), the upstream provider answers at
 * `connectorCallback` on this server, and the web app continues with the one-time ticket the
 * callback puts in its URL (`?connector_ticket=`): the token call's `connector` grant, or the
 * registration or proof of an existing account first.
 */
export function connectorPaths(brand: string) {
  const api = apiPaths(brand);
  return {
    /** GET: the connectors enabled for the request's tenant (and `?country=`). Public. */
    connectors: api.connectors,
    /** GET navigation `?connector=<id>` (sign-in) or `?flow=<token>` (linking): to the upstream. */
    connectorStart: '/connect/start',
    /** GET or POST (form_post): the upstream's answer. */
    connectorCallback: '/connect/callback',
    /** POST: what a ticket leads to (sign in, register, or prove the existing account). */
    connectorTicket: api.connectorTicket,
    /** POST: a new account from the upstream identity (agreement, birth date, country). */
    connectorRegister: api.connectorRegister,
    /**
     * POST: the existing account's proof — its password (encrypted like every password), a code
     * sent to it (`connectorLinkExistingCode`) or one of its passkeys — links the identity.
     */
    connectorLinkExisting: api.connectorLinkExisting,
    /** POST: sends a `login` code to the existing account's e-mail address (or phone). */
    connectorLinkExistingCode: api.connectorLinkExistingCode,
    /** GET: the account's linked identities; POST link (step-up proof) and unlink. */
    connectorIdentities: api.connectorIdentities,
    connectorLink: api.connectorLink,
    connectorUnlink: api.connectorUnlink,
  } as const;
}
export type ConnectorPaths = ReturnType<typeof connectorPaths>;

/**
 * `oidc`: any OpenID provider by its issuer; `google`, `microsoft`, `apple`: presets of it with
 * their providers' specifics (decision 056); `wechat`: WeChat's Website Application login.
 */
export const CONNECTOR_KINDS = ['oidc', 'google', 'microsoft', 'apple', 'wechat'] as const;
export type ConnectorKind = (typeof CONNECTOR_KINDS)[number];

const ticketSchema = z.string().check(z.minLength(16), z.maxLength(128));

/** A connector as the login and register screens show it. */
export const connectorSchema = z.object({
  id: z.string(),
  slug: z.string(),
  kind: z.enum(CONNECTOR_KINDS),
  name: z.string(),
});
export type Connector = z.infer<typeof connectorSchema>;
export const connectorsResponseSchema = envelopeSchema(
  z.object({ connectors: z.array(connectorSchema) }),
);

export const connectorTicketRequestSchema = z.object({ ticket: ticketSchema });
export type ConnectorTicketRequest = z.infer<typeof connectorTicketRequestSchema>;
/**
 * `sign-in`: the token call next; `register`: a new account (agreement, birth date, country);
 * `link-existing`: the upstream's e-mail address belongs to an account, whose password must be
 * given before the identity is linked (never merged silently).
 */
export const CONNECTOR_OUTCOMES = ['sign-in', 'register', 'link-existing'] as const;
export type ConnectorOutcome = (typeof CONNECTOR_OUTCOMES)[number];
export const connectorTicketResultSchema = z.object({
  outcome: z.enum(CONNECTOR_OUTCOMES),
  connector: connectorSchema,
  /** The upstream's verified e-mail address (register), masked for `link-existing`. */
  email: z.nullable(z.string()),
  /**
   * The upstream vouched for no e-mail address (none, or not verified; WeChat gives none): a
   * registration gives an address and the registration code sent to it, or the person proves an
   * existing account by its address and password (decision 056). Never matched by the upstream's
   * unverified address.
   */
  needsEmail: z.boolean(),
});
export type ConnectorTicketResult = z.infer<typeof connectorTicketResultSchema>;
export const connectorTicketResponseSchema = envelopeSchema(connectorTicketResultSchema);

export const connectorRegisterRequestSchema = z.object({
  ticket: ticketSchema,
  country: countryCodeSchema,
  birthDate: birthDateSchema,
  agreementAccepted: z.literal(true, { message: 'agreementRequired' }),
  language: z.optional(languageTagSchema),
  /**
   * Only when the ticket `needsEmail`: the new account's address and the registration code sent
   * to it (the registration's own e-mail code call).
   */
  email: z.optional(emailSchema),
  code: z.optional(verificationCodeSchema),
});
export type ConnectorRegisterRequest = z.infer<typeof connectorRegisterRequestSchema>;

/**
 * The proof of the existing account, exactly one of: its `password`; the `code` sent to it by
 * `connectorLinkExistingCode`; a `passkey` of it (the browser's answer, as JSON, to the options of
 * `passkeySignInOptions`).
 */
export const connectorLinkExistingRequestSchema = z
  .object({
    ticket: ticketSchema,
    password: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
    code: z.optional(verificationCodeSchema),
    passkey: z.optional(z.string().check(z.minLength(2), z.maxLength(16384))),
    /**
     * Only when the ticket `needsEmail`: the address of the existing account the person proves
     * to link the upstream identity to.
     */
    email: z.optional(emailSchema),
  })
  .check(
    z.refine(
      (request) =>
        [request.password, request.code, request.passkey].filter((proof) => proof !== undefined)
          .length === 1,
      { message: 'one of password, code or passkey is required' },
    ),
  );
export type ConnectorLinkExistingRequest = z.infer<typeof connectorLinkExistingRequestSchema>;

/** The code for the existing account's proof; `email` only when the ticket `needsEmail`. */
export const connectorLinkExistingCodeRequestSchema = z.object({
  ticket: ticketSchema,
  email: z.optional(emailSchema),
  language: z.optional(languageTagSchema),
});
export type ConnectorLinkExistingCodeRequest = z.infer<
  typeof connectorLinkExistingCodeRequestSchema
>;

/** Register and link-existing answer with the ticket, now good for the `connector` grant. */
export const connectorNextResponseSchema = envelopeSchema(
  z.object({ outcome: z.literal('sign-in') }),
);

export const linkedIdentitySchema = z.object({
  id: z.string(),
  connector: connectorSchema,
  /** The upstream's e-mail address when it gave one. */
  email: z.nullable(z.string()),
  /** ISO 8601. */
  linkedAt: z.string(),
  lastSignInAt: z.nullable(z.string()),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;
export const linkedIdentitiesResponseSchema = envelopeSchema(
  z.object({ identities: z.array(linkedIdentitySchema) }),
);

/** POST {connectorLink}: a fresh proof (decision 038); answers the URL to navigate to. */
export const connectorLinkRequestSchema = z.object({
  connectorId: z.string().check(z.minLength(1), z.maxLength(64)),
  ...stepUpProofSchema.def.shape,
});
export type ConnectorLinkRequest = z.infer<typeof connectorLinkRequestSchema>;
export const connectorLinkResponseSchema = envelopeSchema(z.object({ url: z.string() }));

export const connectorUnlinkRequestSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const connectorUnlinkResponseSchema = envelopeSchema(z.null());
