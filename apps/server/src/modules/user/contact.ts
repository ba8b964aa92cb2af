import type { AccountKind } from '@account-centre/contract';
import { maskEmail, maskPhone } from '#lib/mask.ts';
import type { Channel } from '#messaging/message.ts';
import type { UserRow } from '#modules/user/user.repo.ts';

/** Where a code for an account goes: its e-mail address, or its phone number (E.164) by SMS. */
export interface Contact {
  channel: Channel;
  address: string;
}

/**
 * The account's contact for a code. Named by its phone number, the code goes there by SMS;
 * otherwise to the e-mail address, and by SMS for an account that has none. Sending and checking
 * a code both ask this with the same account name, so they agree on the destination. Undefined
 * only for an account with neither, which the database does not allow.
 */
export function contactOf(
  user: Pick<UserRow, 'email' | 'phone'>,
  namedBy?: AccountKind,
): Contact | undefined {
  if (namedBy === 'phone' && user.phone !== null) return { channel: 'sms', address: user.phone };
  if (user.email !== null) return { channel: 'email', address: user.email };
  if (user.phone !== null) return { channel: 'sms', address: user.phone };
  return undefined;
}

/** The contact as the user may be shown it: `a•••@example.com`, `+86 1•••••78`. */
export function maskContact(contact: Contact): string {
  return contact.channel === 'email' ? maskEmail(contact.address) : maskPhone(contact.address);
}
