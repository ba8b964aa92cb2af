import {
  emailRegisterRequestSchema,
  phoneRegisterRequestSchema,
  registerResponseSchema,
  sendCodeResponseSchema,
  sendEmailCodeRequestSchema,
  sendSmsCodeRequestSchema,
  type ApiPaths,
} from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#config.ts';
import { requesterOf } from '#lib/brand.ts';
import { success } from '#lib/envelope.ts';
import { deviceTokenOf, setDeviceCookie } from '#modules/auth/known-devices.ts';
import type { RegistrationService } from '#modules/registration/registration.service.ts';

export const registrationRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  registration: RegistrationService;
  config: Pick<Config, 'brands' | 'secondBrandHosts'>;
}> = async (app, { paths, registration, config }) => {
  app.post(
    paths.registerEmailCode,
    { schema: { body: sendEmailCodeRequestSchema, response: { 200: sendCodeResponseSchema } } },
    async (request) =>
      success(await registration.sendEmailCode(request.body, requesterOf(request, config))),
  );

  app.post(
    paths.registerEmailVerification,
    { schema: { body: emailRegisterRequestSchema, response: { 200: registerResponseSchema } } },
    async (request, reply) => {
      const device = deviceTokenOf(request);
      const result = await registration.registerByEmail(request.body, {
        tenantId: request.tenantId,
        deviceToken: device.token,
      });
      setDeviceCookie(reply, device.token);
      return success(result);
    },
  );

  app.post(
    paths.registerSms,
    { schema: { body: sendSmsCodeRequestSchema, response: { 200: sendCodeResponseSchema } } },
    async (request) =>
      success(await registration.sendSmsCode(request.body, requesterOf(request, config))),
  );

  app.post(
    paths.registerSmsVerification,
    { schema: { body: phoneRegisterRequestSchema, response: { 200: registerResponseSchema } } },
    async (request, reply) => {
      const device = deviceTokenOf(request);
      const result = await registration.registerByPhone(request.body, {
        tenantId: request.tenantId,
        deviceToken: device.token,
      });
      setDeviceCookie(reply, device.token);
      return success(result);
    },
  );
};
