import type { CodeMessageInput } from '#messaging/mail-templates.ts';
import { codeTextInput, renderCodeEmail } from '#messaging/mail-templates.ts';
import { messageLanguageOf, messageTextsFor } from '#messaging/message-language.ts';
import type { Channel, OutgoingMessage } from '#messaging/message.ts';
import { renderCodeSms } from '#messaging/sms-templates.ts';

/** A verification code written for its channel: a subject and body by e-mail, a short text by SMS. */
export function renderCodeMessage(
  input: CodeMessageInput & { channel: Channel; to: string },
): OutgoingMessage {
  const { channel, to, purpose, code } = input;
  if (channel === 'sms') return { channel, to, purpose, code, text: renderCodeSms(input) };
  const language = messageLanguageOf(input.language);
  const { brandName } = input;
  return {
    channel,
    to,
    purpose,
    code,
    language,
    brandName,
    ...renderCodeEmail(input),
    values: codeMailValues(input),
  };
}

/** The placeholders of a code e-mail's template (decision 065). */
export function codeMailValues(input: CodeMessageInput): Record<string, string> {
  const values = codeTextInput(
    input,
    messageTextsFor(input.language).codeEmail.action[input.purpose],
  );
  return {
    brand: values.brand,
    code: values.code,
    action: values.action,
    validity: values.validity,
  };
}
