import {
  CLIENT_CONTEXT_HEADER,
  CONSOLE_CSRF_HEADER,
  errorBodySchema,
  errorCatalogue,
  needsConsoleCsrf,
  isConsoleOperation,
  OPERATIONS,
  operationErrors,
  signatureVersionOf,
  SIGNATURE_HEADER,
  SIGNATURE_NONCE_HEADER,
  SIGNATURE_TIMESTAMP_HEADER,
  SIGNATURE_VERSION_HEADER,
  SLIDER_TICKET_HEADER,
  TARGET_CLIENT_HEADER,
  TENANT_HEADER,
  tokenRequestSchema,
  type OperationDoc,
} from '@account-centre/contract';
import * as z from 'zod/mini';

/** The parts of an OpenAPI 3.1 document this file reads and writes. */
interface Operation {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> };
  responses?: Record<string, unknown>;
  [key: string]: unknown;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: unknown;
}
export interface OpenApiObject {
  servers?: { url: string; description?: string }[];
  info: Record<string, unknown>;
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; [key: string]: unknown };
  [key: string]: unknown;
}

/** The operation's entry of the contract, by method and OpenAPI path (`{brand}` resolved). */
export function operationsByRoute(brandSegment: string): Map<string, OperationDoc> {
  return new Map(
    OPERATIONS.map((operation) => [
      `${operation.method} ${operation.path.replaceAll('{brand}', brandSegment)}`,
      operation,
    ]),
  );
}

const header = (
  name: string,
  required: boolean,
  description: string,
  schema: unknown = { type: 'string' },
): Parameter => ({ name, in: 'header', required, description, schema });

function securityOf(operation: OperationDoc): Record<string, string[]>[] {
  switch (operation.auth) {
    case 'public':
    case 'consoleSignIn':
      return [];
    case 'session':
      return [{ brandAuth: [] }];
    case 'client':
      return [{ clientBasic: [] }];
    case 'console':
    case 'consoleAdmin':
      return [{ consoleSession: [] }];
    case 'machine':
      return [{ managementClient: operation.scope === undefined ? [] : [operation.scope] }];
  }
}

/** The request headers of an operation besides its security scheme's. */
function headersOf(operation: OperationDoc): Parameter[] {
  if (isConsoleOperation(operation)) {
    return needsConsoleCsrf(operation)
      ? [header(CONSOLE_CSRF_HEADER, true, "The console session's CSRF token (40321 without it).")]
      : [];
  }
  const headers = [
    header(
      TENANT_HEADER,
      false,
      'The tenant (six digits); without it the host decides (40040 when unknown).',
      { type: 'string', pattern: '^[0-9]{6}$' },
    ),
  ];
  if (operation.operationId !== 'publicKey' && operation.auth !== 'machine') {
    headers.push(
      header(
        CLIENT_CONTEXT_HEADER,
        false,
        "The encrypted client context (region, language, country). Required while CONTEXT_HEADER=required, the default (40051); the token call's refresh grant needs none.",
      ),
    );
  }
  if (operation.slider) {
    headers.push(
      header(
        SLIDER_TICKET_HEADER,
        operation.slider === 'always',
        operation.slider === 'always'
          ? 'The ticket of a passed slide-to-verify check (40020 without a live one), unless SLIDER_REQUIRED=false.'
          : 'The ticket of a passed slide-to-verify check: needed by the sign-in grants (`password`, `verification_code`) and the `login` code (40020).',
      ),
    );
  }
  if (operation.operationId === 'token') {
    headers.push(
      header(
        TARGET_CLIENT_HEADER,
        false,
        'The registered client the user signs in for (40016 when unknown); absent: the authenticated client.',
      ),
    );
  }
  const version = signatureVersionOf(operation);
  if (version) {
    const signed = `Signed call (${version}); required while SIGNATURES=required, the default.`;
    headers.push(
      header(SIGNATURE_VERSION_HEADER, false, signed, { type: 'string', enum: [version] }),
      header(
        SIGNATURE_TIMESTAMP_HEADER,
        false,
        `${signed} Unix seconds (40053 outside the window).`,
        {
          type: 'string',
          pattern: '^[1-9][0-9]{0,15}$',
        },
      ),
      header(SIGNATURE_NONCE_HEADER, false, `${signed} Used once (40054).`, {
        type: 'string',
        pattern: '^[A-Za-z0-9_-]{16,64}$',
      }),
      header(
        SIGNATURE_HEADER,
        false,
        `${signed} The HMAC-SHA-256 of the canonical payload (40052).`,
      ),
    );
  }
  return headers;
}

/** The error answers of an operation: one per HTTP status, with the codes it can give. */
function errorResponsesOf(operation: OperationDoc): Record<string, unknown> {
  const byStatus = new Map<number, number[]>();
  for (const name of operationErrors(operation)) {
    const { code, status } = errorCatalogue[name];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, unknown> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    codes.sort((a, b) => a - b);
    responses[String(status)] = {
      description: `Error ${codes.join(', ')} (see the error codes of API.md).`,
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/ErrorBody' },
              { type: 'object', properties: { code: { type: 'integer', enum: codes } } },
            ],
          },
        },
      },
    };
  }
  return responses;
}

/** The token call's fields, sent as a form (or as query parameters, spec §7). */
function tokenRequestBody(): Operation['requestBody'] {
  const schema = z.toJSONSchema(tokenRequestSchema, { target: 'draft-2020-12', io: 'input' });
  delete (schema as { $schema?: string }).$schema;
  return {
    required: true,
    content: {
      'application/x-www-form-urlencoded': { schema },
      'application/json': { schema },
    },
  };
}

/**
 * Completes the generated document from the contract's operation table (decision 052): every
 * operation gets its summary, operationId, security scheme, request headers and error answers
 * (the `{code,msg}` body with the codes it can give, per status); the token call its fields.
 * An API route missing from the table is an error: a new route must be described.
 */
export function describeOperations(document: OpenApiObject, brandSegment: string): OpenApiObject {
  const operations = operationsByRoute(brandSegment);
  document.servers = [{ url: '/', description: 'This server' }];
  document.info = {
    ...document.info,
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
  };
  const schemas = (document.components ??= {}).schemas ?? {};
  const errorBody = z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' });
  delete (errorBody as { $schema?: string }).$schema;
  document.components.schemas = { ...schemas, ErrorBody: errorBody };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const entry = operations.get(`${method.toUpperCase()} ${path}`);
      if (!entry) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} is not in OPERATIONS`);
      operation.summary = entry.summary;
      operation.operationId = entry.operationId;
      operation.security = securityOf(entry);
      operation.parameters = [...(operation.parameters ?? []), ...headersOf(entry)];
      if (entry.operationId === 'token') operation.requestBody = tokenRequestBody();
      operation.responses = { ...operation.responses, ...errorResponsesOf(entry) };
    }
  }
  return document;
}
