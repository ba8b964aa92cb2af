import type { ClientInfo } from '#lib/client-info.ts';
import type { AuditRepo } from '#modules/console/audit.repo.ts';
import type { StaffSession } from '#modules/console/staff.service.ts';
import type { KeyRing } from '#modules/keys/key-ring.service.ts';
import type { SigningKeys } from '#modules/oidc/signing-keys.service.ts';

/** A key as the console lists it: its id, state and times, never key material. */
export interface ConsoleKeyView {
  kid: string;
  state: string;
  createdAt: string;
  retiredAt: string | null;
}

export interface ConsoleKeysView {
  encryption: ConsoleKeyView[];
  signing: ConsoleKeyView[];
}

/**
 * The server's keys in the console (issue 26): the encryption keys (KeyRing) and the id_token
 * signing keys (SigningKeys) with their states, and rotating both at once, as
 * `npm run admin -- rotate-keys` does. `onSigningRotated` lets this instance's provider sign with the new
 * key at once (others pick it up within 30 seconds).
 */
export class ConsoleKeysService {
  readonly #keys: KeyRing;
  readonly #signing: SigningKeys;
  readonly #audit: AuditRepo;
  readonly #onSigningRotated: () => void;

  constructor(deps: {
    keys: KeyRing;
    signing: SigningKeys;
    audit: AuditRepo;
    onSigningRotated: () => void;
  }) {
    this.#keys = deps.keys;
    this.#signing = deps.signing;
    this.#audit = deps.audit;
    this.#onSigningRotated = deps.onSigningRotated;
  }

  async status(): Promise<ConsoleKeysView> {
    const [encryption, signing] = await Promise.all([this.#keys.status(), this.#signing.status()]);
    const retention = this.#signing.retentionSeconds * 1000;
    return {
      encryption: encryption.map((key) => ({
        kid: key.kid,
        state: key.state,
        createdAt: key.createdAt.toISOString(),
        retiredAt: key.retiredAt?.toISOString() ?? null,
      })),
      // Newest first: the newest signs; an older one was replaced when the next was made, and is
      // published until the id_tokens it signed have expired.
      signing: signing.map((key, index) => {
        const retiredAt = index === 0 ? null : (signing[index - 1]?.createdAt ?? null);
        const state =
          retiredAt === null
            ? 'current'
            : Date.now() - retiredAt.getTime() < retention
              ? 'published'
              : 'expired';
        return {
          kid: key.kid,
          state,
          createdAt: key.createdAt.toISOString(),
          retiredAt: retiredAt?.toISOString() ?? null,
        };
      }),
    };
  }

  async rotate(session: StaffSession, client: ClientInfo): Promise<ConsoleKeysView> {
    const { kid } = await this.#keys.rotate();
    const signingKid = await this.#signing.rotate();
    this.#onSigningRotated();
    await this.#audit.recordAction(session.staff, 'keys-rotate', client, {
      target: `encryption ${kid}, signing ${signingKid}`,
    });
    return this.status();
  }
}
