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
