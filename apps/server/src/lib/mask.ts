import { splitInternationalPhone } from '@account-centre/contract';

/** The character that stands for hidden characters in masked addresses. */
const HIDDEN = '•••';

/**
 * An e-mail address with its local part hidden but the first character, for telling a user where a
 * code or notice went without disclosing the address to whoever typed the account name:
 * `alice@example.com` → `a•••@example.com`. The domain stays readable so the user knows which
 * mailbox to open.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return HIDDEN;
  const [first = ''] = email.slice(0, at);
  return `${first}${HIDDEN}${email.slice(at)}`;
}

/**
 * A phone number with its middle hidden (the contract's `phoneMasked`): the dial code, the first
 * and the last two digits of the national number, `+4915123456789` → `+49 1•••••89`. Enough for
 * the user to recognise their number; a fixed run of dots hides its length.
 */
export function maskPhone(phone: string): string {
  const parts = splitInternationalPhone(phone);
  if (!parts || parts.phone.length < 5) return HIDDEN;
  return `+${parts.areaCode} ${parts.phone.slice(0, 1)}•••••${parts.phone.slice(-2)}`;
}
