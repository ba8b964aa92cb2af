import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';
import { emptyResultSchema } from '#endpoints/common.ts';
import { TENANT_ID_PATTERN } from '#constants.ts';

/**
 * Webhooks (issue 36, decision 054): the events an endpoint of the brand's systems can receive,
 * each delivered as `{ "type", "timestamp", "data" }` signed as Standard Webhooks describes
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>`).
 */
export const WEBHOOK_EVENT_TYPES = [
  'user.created',
  'user.updated',
  'user.disabled',
  'user.enabled',
  'user.deletion_requested',
  'user.deletion_cancelled',
  'user.deleted',
  'session.ended',
  'password.changed',
  'legal.accepted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The event "send a test event" delivers; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The headers of a delivery (Standard Webhooks). */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

export const webhookEndpointParamsSchema = z.object({ endpointId: z.uuid() });
export const webhookDeliveryParamsSchema = z.object({
  endpointId: z.uuid(),
  messageId: z.uuid(),
});

export const webhookCreateRequestSchema = z.object({
  url: z.string().check(z.trim(), z.minLength(8), z.maxLength(2048)),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).check(z.minLength(1), z.maxLength(20)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});

export const webhookEndpointSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why it was disabled (after repeated failure), null when enabled. */
  disabledReason: z.nullable(z.string()),
  consecutiveFailures: z.int(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointsResponseSchema = envelopeSchema(
  z.object({ endpoints: z.array(webhookEndpointSchema) }),
);
export const webhookEndpointResponseSchema = envelopeSchema(
  z.object({ endpoint: webhookEndpointSchema }),
);
/** The registration's answer: the signing secret (`whsec_…`), shown this once. */
export const webhookCreateResponseSchema = envelopeSchema(
  z.object({ endpoint: webhookEndpointSchema, secret: z.string() }),
);
export const webhookDeleteResponseSchema = envelopeSchema(emptyResultSchema);

/** A delivery (one event to one endpoint) and its tries. */
export const webhookDeliverySchema = z.object({
  messageId: z.string(),
  webhookId: z.string(),
  eventType: z.string(),
  /** queued, sending, sent, dead. */
  status: z.string(),
  attempts: z.int(),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  tries: z.array(
    z.object({
      at: z.string(),
      statusCode: z.nullable(z.int()),
      error: z.nullable(z.string()),
      durationMs: z.int(),
      succeeded: z.boolean(),
    }),
  ),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesResponseSchema = envelopeSchema(
  z.object({ deliveries: z.array(webhookDeliverySchema) }),
);
/** A test event or a redelivery: its message, and whether its first try was accepted. */
export const webhookSendResponseSchema = envelopeSchema(
  z.object({ messageId: z.string(), delivery: z.enum(['sent', 'queued']) }),
);

/** The console's webhook pages (admins, decision 054): every tenant's endpoints. */
export const consoleWebhookPaths = {
  webhooks: '/console/api/webhooks',
  webhookEnable: '/console/api/webhooks/:endpointId/enable',
  webhookTest: '/console/api/webhooks/:endpointId/test',
  webhookDeliveries: '/console/api/webhooks/:endpointId/deliveries',
} as const;

/** The console registers an endpoint for a tenant it names. */
export const consoleWebhookCreateRequestSchema = z.object({
  tenant: z.string().check(z.regex(TENANT_ID_PATTERN)),
  url: z.string().check(z.trim(), z.minLength(8), z.maxLength(2048)),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).check(z.minLength(1), z.maxLength(20)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
