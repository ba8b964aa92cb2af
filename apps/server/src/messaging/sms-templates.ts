import { messageTextsFor } from '#messaging/message-language.ts';
import { codeTextInput, type CodeMessageInput } from '#messaging/mail-templates.ts';

/** The text of a verification-code SMS. */
export function renderCodeSms(input: CodeMessageInput): string {
  const t = messageTextsFor(input.language).sms;
  return t.body(codeTextInput(input, t.action[input.purpose]));
}
