import { randomInt } from 'node:crypto';
import type { App } from '#app.ts';
import { latestCode, paths, VALID_PASSWORD } from '#testing/test-app.ts';

/** A mobile number as a form sends it: the selected area code and the national number. */
export interface TestPhone {
  areaCode: string;
  phone: string;
  /** The same number in E.164, as stored and as the outbox lists it. */
  e164: string;
}

const usedNumbers = new Set<string>();

/**
 * A fresh, valid Chinese mobile number (CN: the region group that allows phone login by default);
 * unique within the test run, since a file's tests share their database.
 */
export function uniqueMobile(): TestPhone {
  for (;;) {
    const national = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    if (usedNumbers.has(national)) continue;
    usedNumbers.add(national);
    return { areaCode: '86', phone: national, e164: `+86${national}` };
  }
}

export function phoneRegistrationBody(
  phone: Pick<TestPhone, 'areaCode' | 'phone'>,
  code: string,
  extra: Record<string, unknown> = {},
) {
  return {
    areaCode: phone.areaCode,
    phone: phone.phone,
    code,
    password: VALID_PASSWORD,
    country: 'CN',
    birthDate: { year: 1990, month: 5, day: 17 },
    agreementAccepted: true,
    language: 'zh',
    ...extra,
  };
}

/** Registers a phone account through the SMS code calls; returns its product ID. */
export async function registerPhoneUser(
  app: App,
  phone: TestPhone,
  password = VALID_PASSWORD,
): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: paths.registerSms,
    payload: { areaCode: phone.areaCode, phone: phone.phone },
  });
  if (sent.statusCode !== 200) throw new Error(`send SMS code answered ${sent.body}`);
  const code = await latestCode(app, phone.e164);
  const registered = await app.inject({
    method: 'POST',
    url: paths.registerSmsVerification,
    payload: phoneRegistrationBody(phone, code, { password }),
  });
  if (registered.statusCode !== 200) throw new Error(`register answered ${registered.body}`);
  return (registered.json() as { data: { productId: string } }).data.productId;
}
