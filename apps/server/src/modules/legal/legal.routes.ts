import type { UserRequestAuthentication } from '#modules/user/user.service.ts';
import {
  homeRuleCheckRequestSchema,
  homeRuleCheckResponseSchema,
  homeRuleListRequestSchema,
  homeRuleListResponseSchema,
  privacyQuerySchema,
  privacyResponseSchema,
  TENANT_HEADER,
  type ApiPaths,
} from '@account-centre/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#config/index.ts';
import { brandOfRequest } from '#lib/brand.ts';
import { success } from '#lib/envelope.ts';
import { etagOf, matchesIfNoneMatch } from '#lib/http-cache.ts';
import type { LegalService } from '#modules/legal/legal.service.ts';
import { requireSession } from '#plugins/require-session.ts';

/**
 * Documents change only when a version is published, so caches may keep one for five minutes
 * and revalidate it by ETag afterwards. The brand (host or Tenant-Id) fills `{brand}`.
 */
const DOCUMENT_CACHE_CONTROL = 'public, max-age=300';

/** A call without a body (Fastify: null) is read as `{}`: the home rule calls need none. */
const orEmpty = <T extends z.core.$ZodType>(schema: T) =>
  z.preprocess((body) => body ?? {}, schema);

export const legalRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  auth: UserRequestAuthentication;
  legal: LegalService;
  config: Pick<Config, 'brands' | 'secondBrandHosts'>;
}> = async (app, { paths, auth, legal, config }) => {
  const signedIn = requireSession((request) => auth.authenticateRequest(request));
  const brandName = (request: FastifyRequest) =>
    config.brands[brandOfRequest(request, config.secondBrandHosts)].name;

  app.get(
    paths.privacy,
    {
      schema: {
        querystring: privacyQuerySchema,
        // 304 Not Modified: no body; the client's copy (its ETag) is current.
        response: { 200: privacyResponseSchema, 304: z.undefined() },
      },
    },
    async (request, reply) => {
      const body = success(await legal.document(request.query, brandName(request)));
      const etag = etagOf(body);
      reply
        .header('cache-control', DOCUMENT_CACHE_CONTROL)
        .header('etag', etag)
        .header('vary', TENANT_HEADER);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        return reply.code(304).send();
      }
      return body;
    },
  );

  app.post(
    paths.homeRuleList,
    {
      preParsing: signedIn.preParsing,
      schema: {
        body: orEmpty(homeRuleListRequestSchema),
        response: { 200: homeRuleListResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = signedIn.sessionOf(request);
      const documents = await legal.rules({
        userId,
        language: request.body.language,
        brandName: brandName(request),
      });
      reply.header('cache-control', 'no-store');
      return success({ documents });
    },
  );

  app.post(
    paths.homeRuleCheck,
    {
      preParsing: signedIn.preParsing,
      schema: {
        body: orEmpty(homeRuleCheckRequestSchema),
        response: { 200: homeRuleCheckResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = signedIn.sessionOf(request);
      const result = await legal.check(
        { userId, language: request.body.language, brandName: brandName(request) },
        request.body,
      );
      reply.header('cache-control', 'no-store');
      return success(result);
    },
  );
};
