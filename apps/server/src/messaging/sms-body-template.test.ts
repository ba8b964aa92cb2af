import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SMS_BODY_TEMPLATE,
  parseSmsBodyTemplate,
  renderSmsBody,
} from '#messaging/sms-body-template.ts';

describe('SMS body template', () => {
  it('fills the placeholders of every string value, JSON-escaped, once', () => {
    const template = parseSmsBodyTemplate(
      '{"to":["{{to}}"],"msg":{"text":"[{{text}}] for {{to}}"},"n":1,"b":true,"z":null}',
    );
    const body = renderSmsBody(template, { to: '+8613912345678', text: 'say "hi"\n\\ {{to}}' });
    expect(JSON.parse(body)).toEqual({
      to: ['+8613912345678'],
      msg: { text: '[say "hi"\n\\ {{to}}] for +8613912345678' },
      n: 1,
      b: true,
      z: null,
    });
  });

  it('has a default that sends number and text', () => {
    const body = renderSmsBody(parseSmsBodyTemplate(DEFAULT_SMS_BODY_TEMPLATE), {
      to: '+1',
      text: 't',
    });
    expect(body).toBe('{"to":"+1","text":"t"}');
  });

  it.each([
    ['{"to":', 'must be valid JSON'],
    ['"{{to}} {{text}}"', 'must be a JSON object'],
    ['{"to":"{{to}}"}', 'must contain {{text}}'],
    ['{"x":1}', 'must contain {{to}} and {{text}}'],
    ['{"{{to}}":"{{text}}"}', 'must contain {{to}}'],
    [
      '{"to":"{{to}}","text":"{{text}}","from":"{{sender}}"}',
      'has an unknown placeholder {{sender}}',
    ],
  ])('refuses %s', (text, message) => {
    expect(() => parseSmsBodyTemplate(text)).toThrow(message);
  });
});
