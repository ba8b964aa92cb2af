/** Whether this browser has WebAuthn at all (asked after hydration: the server cannot know). */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
