import {
  CONSOLE_IMPORT_MAX_BYTES,
  consoleImportParamsSchema,
  consoleImportPaths,
  consoleImportRefusalsResponseSchema,
  consoleImportRequestSchema,
  consoleImportRunResponseSchema,
  consoleImportRunsResponseSchema,
} from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfoOf } from '#lib/client-info.ts';
import { success } from '#lib/envelope.ts';
import type { ConsoleUserImportsService } from '#modules/console/console-user-imports.service.ts';
import { consoleGuard } from '#modules/console/console.guard.ts';
import type { StaffService } from '#modules/console/staff.service.ts';

/** The JSON body around the file's text: field names, escapes. */
const BODY_OVERHEAD_BYTES = 64 * 1024;

/**
 * The console's user import (issue 34): an admin's full console session (support: 40322), the
 * CSRF header on the import (40321); a body above CONSOLE_IMPORT_MAX_BYTES answers 41300.
 */
export const consoleUserImportRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  imports: ConsoleUserImportsService;
  authHeader: string;
}> = async (app, { staff, imports, authHeader }) => {
  const guard = consoleGuard(staff, authHeader);
  const admin = guard.require({ admin: true });

  app.get(
    consoleImportPaths.userImports,
    { preParsing: admin, schema: { response: { 200: consoleImportRunsResponseSchema } } },
    async () => success({ runs: await imports.list() }),
  );

  app.post(
    consoleImportPaths.userImports,
    {
      preParsing: admin,
      bodyLimit: CONSOLE_IMPORT_MAX_BYTES + BODY_OVERHEAD_BYTES,
      schema: {
        body: consoleImportRequestSchema,
        response: { 200: consoleImportRunResponseSchema },
      },
    },
    async (request) =>
      success({
        run: await imports.import(guard.sessionOf(request), request.body, clientInfoOf(request)),
      }),
  );

  app.get(
    consoleImportPaths.userImportRefusals,
    {
      preParsing: admin,
      schema: {
        params: consoleImportParamsSchema,
        response: { 200: consoleImportRefusalsResponseSchema },
      },
    },
    async (request) => success({ refusals: await imports.refusals(request.params.importId) }),
  );
};
