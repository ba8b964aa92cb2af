import {
  sliderChallengeResponseSchema,
  sliderVerifyRequestSchema,
  sliderVerifyResponseSchema,
  type ApiPaths,
} from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientNetworkOf } from '#lib/client-network.ts';
import { success } from '#lib/envelope.ts';
import type { SliderService } from '#modules/slider/slider.service.ts';

export const sliderRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  slider: SliderService;
}> = async (app, { paths, slider }) => {
  /** A new one-time challenge; capped per client IP. */
  app.post(
    paths.sliderChallenge,
    { schema: { response: { 200: sliderChallengeResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await slider.issueChallenge(clientNetworkOf(request.ip), request.tenantId));
    },
  );

  /** The answer to a challenge: a ticket for one protected call, or 40021. */
  app.post(
    paths.sliderVerify,
    {
      schema: { body: sliderVerifyRequestSchema, response: { 200: sliderVerifyResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await slider.verify(request.body, request.tenantId));
    },
  );
};
