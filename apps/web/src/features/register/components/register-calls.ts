import type { RegisterResult, SendCodeResult } from '@account-centre/contract';
import { registerWithEmail } from '#features/register/api/register-with-email.ts';
import { registerWithPhone } from '#features/register/api/register-with-phone.ts';
import { sendEmailCode } from '#features/register/api/send-email-code.ts';
import { sendSmsCode } from '#features/register/api/send-sms-code.ts';
import {
  toBirthDate,
  type RegisterFormOutput,
  type RegisterMode,
} from '#features/register/components/register-form-schema.ts';
import type { SliderTicketOption } from '#lib/api/http.ts';

/** "Get code": by SMS to the number, or by e-mail to the address (checked fields). */
export function sendRegisterCode(
  mode: RegisterMode,
  fields: Pick<RegisterFormOutput, 'email' | 'areaCode' | 'phone'>,
  language: string,
  options: SliderTicketOption,
): Promise<SendCodeResult> {
  return mode === 'phone'
    ? sendSmsCode({ areaCode: fields.areaCode, phone: fields.phone, language }, options)
    : sendEmailCode({ email: fields.email, language }, options);
}

/** "Register": the account with the number or the address the code was sent to. */
export function submitRegistration(
  mode: RegisterMode,
  values: RegisterFormOutput,
  language: string,
  options: SliderTicketOption,
): Promise<RegisterResult> {
  const account = {
    code: values.code,
    password: values.password,
    country: values.country,
    birthDate: toBirthDate(values),
    agreementAccepted: values.agreementAccepted,
    language,
  };
  return mode === 'phone'
    ? registerWithPhone({ areaCode: values.areaCode, phone: values.phone, ...account }, options)
    : registerWithEmail({ email: values.email, ...account }, options);
}
