import {
  emailRegisterRequestSchema,
  phoneRegisterRequestSchema,
  registerResponseSchema,
  sendCodeResponseSchema,
  sendEmailCodeRequestSchema,
  sendSmsCodeRequestSchema,
  type ApiPaths,
  type RegisterResult,
} from '@account-centre/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#config/index.ts';
import { requesterOf } from '#lib/brand.ts';
import { success } from '#lib/envelope.ts';
import { deviceTokenOf, setDeviceCookie } from '#modules/auth/known-devices.ts';
import type {
  RegisterContext,
  RegistrationService,
} from '#modules/registration/registration.service.ts';

export const registrationRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  registration: RegistrationService;
  config: Pick<Config, 'brands' | 'secondBrandHosts'>;
}> = async (app, { paths, registration, config }) => {
  /** Registers in the request's tenant from its device, which becomes known (decision 026). */
  const fromThisDevice = async (
    request: FastifyRequest,
    reply: FastifyReply,
    register: (context: RegisterContext) => Promise<RegisterResult>,
  ) => {
    const device = deviceTokenOf(request);
    const result = await register({ tenantId: request.tenantId, deviceToken: device.token });
    setDeviceCookie(reply, device.token);
    return success(result);
  };

  app.post(
    paths.registerEmailCode,
    { schema: { body: sendEmailCodeRequestSchema, response: { 200: sendCodeResponseSchema } } },
    async (request) =>
      success(await registration.sendEmailCode(request.body, requesterOf(request, config))),
  );

  app.post(
    paths.registerEmailVerification,
    { schema: { body: emailRegisterRequestSchema, response: { 200: registerResponseSchema } } },
    (request, reply) =>
      fromThisDevice(request, reply, (context) =>
        registration.registerByEmail(request.body, context),
      ),
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
    (request, reply) =>
      fromThisDevice(request, reply, (context) =>
        registration.registerByPhone(request.body, context),
      ),
  );
};
