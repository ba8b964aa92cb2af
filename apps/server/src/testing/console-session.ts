import {
  CONSOLE_CSRF_HEADER,
  CONSOLE_SESSION_COOKIE,
  consolePaths,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import { TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { DatabaseKind } from '#db/open-database.ts';
import type { Database } from '#db/schema.ts';
import { parseAdminArgs, runAdminCommand } from '#modules/admin/admin-commands.ts';
import type { AppSuite } from '#testing/app-suite.ts';
import { testConfig, uniqueEmail } from '#testing/test-app.ts';

/** A staff member as a test knows them: e-mail, password, authenticator. */
export interface TestStaff {
  email: string;
  password: string;
  totp: TOTP;
}

/** A console session: its cookie (`name=value`) and CSRF token. */
export interface ConsoleSession {
  cookie: string;
  csrf: string;
}

/** `npm run admin -- create-staff <email> --role <role>`: what it printed, read back. */
export async function createStaff(
  db: Kysely<Database>,
  kind: DatabaseKind,
  role: 'support' | 'admin',
): Promise<TestStaff> {
  const email = uniqueEmail(`staff.${role}`);
  const lines: string[] = [];
  await runAdminCommand(parseAdminArgs(['create-staff', email, '--role', role]), {
    db,
    kind,
    config: testConfig(),
    print: (line) => lines.push(line),
  });
  const value = (prefix: string) => {
    const line = lines.find((one) => one.startsWith(prefix));
    if (!line) throw new Error(`create-staff printed no ${prefix}: ${lines.join('\n')}`);
    return line.slice(prefix.length);
  };
  expect(value('otpauth URI: ')).toMatch(/^otpauth:\/\/totp\//);
  return {
    email,
    password: value('password (shown once): '),
    totp: new TOTP({ secret: value('authenticator app secret: '), digits: 6, period: 30 }),
  };
}

export const consoleCookieOf = (response: { headers: Record<string, unknown> }): string => {
  const header = [response.headers['set-cookie'] ?? []].flat().map(String);
  const line = header.find((one) => one.startsWith(`${CONSOLE_SESSION_COOKIE}=`));
  if (!line) throw new Error('no console cookie set');
  return line.split(';')[0] ?? '';
};

/** The answer's status and envelope code. */
export function expectCode(
  response: { statusCode: number; body: string },
  status: number,
  code: number,
): void {
  expect(response.statusCode, response.body).toBe(status);
  expect((JSON.parse(response.body) as { code: number }).code, response.body).toBe(code);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The console as a test drives it, on a suite's app: calls with a session's cookie and CSRF
 * header, and the two sign-in steps (each staff member's authenticator codes taken in turn: a
 * time step is accepted once, so a member signs in at most twice in one 30-second step window).
 */
export function consoleTester(suite: AppSuite) {
  const steps = new Map<string, number>();
  const call = (
    method: Method,
    url: string,
    session?: Partial<ConsoleSession>,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    suite.app.inject({
      method,
      url,
      headers: {
        ...(session?.cookie ? { cookie: session.cookie } : {}),
        ...(session?.csrf ? { [CONSOLE_CSRF_HEADER]: session.csrf } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });

  const passwordStep = async (staff: Pick<TestStaff, 'email' | 'password'>) => {
    const response = await call('POST', consolePaths.signIn, undefined, {
      email: staff.email,
      password: staff.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: { secondFactorRequired: boolean; csrfToken: string } }>();
    expect(body.data.secondFactorRequired).toBe(true);
    return { cookie: consoleCookieOf(response), csrf: body.data.csrfToken };
  };

  /** The authenticator code each staff member's last sign-in used (accepted once). */
  const lastCodes = new Map<string, string>();

  const signIn = async (staff: TestStaff): Promise<ConsoleSession> => {
    const half = await passwordStep(staff);
    const offset = steps.get(staff.email) ?? 0;
    const code = staff.totp.generate({ timestamp: Date.now() + offset * 30_000 });
    lastCodes.set(staff.email, code);
    const response = await call('POST', consolePaths.signInTotp, half, { code });
    expect(response.statusCode, response.body).toBe(200);
    steps.set(staff.email, offset + 1);
    return {
      cookie: consoleCookieOf(response),
      csrf: response.json<{ data: { csrfToken: string } }>().data.csrfToken,
    };
  };

  const lastCodeOf = (staff: Pick<TestStaff, 'email'>): string => {
    const code = lastCodes.get(staff.email);
    if (code === undefined) throw new Error(`${staff.email} has not signed in`);
    return code;
  };

  return { call, passwordStep, signIn, lastCodeOf };
}
