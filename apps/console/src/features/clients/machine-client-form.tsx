import {
  MANAGEMENT_SCOPES,
  type ConsoleClient,
  type ManagementScope,
} from '@account-centre/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitOrCancel } from '#components/submit-or-cancel.tsx';
import { ErrorAlert } from '#components/notice.tsx';
import { toggled, useClientForm } from '#features/clients/client-form-base.tsx';
import type { ClientFormValues } from '#features/clients/client-form.tsx';

/** What each scope opens; a scope added to the contract needs its text here (typecheck). */
const SCOPE_TEXTS = {
  'users:read': 'machineClients.scopeTexts.usersRead',
  'users:write': 'machineClients.scopeTexts.usersWrite',
  'sessions:write': 'machineClients.scopeTexts.sessionsWrite',
  'legal:write': 'machineClients.scopeTexts.legalWrite',
  'webhooks:read': 'machineClients.scopeTexts.webhooksRead',
  'webhooks:write': 'machineClients.scopeTexts.webhooksWrite',
} as const satisfies Record<ManagementScope, string>;

interface MachineClientFormProps {
  /** Editing this machine client; registering a new one when absent. */
  client?: ConsoleClient;
  submitLabel: string;
  /** `machine` is sent when registering; a client keeps its kind. */
  onSubmit: (values: ClientFormValues & { machine?: true }) => Promise<void>;
  onCancel: () => void;
}

/**
 * A machine client of the management API (decision 052): an ID (new only), a name and the
 * management scopes it may use, chosen from the contract's list; no URLs and no consent screen.
 * It authenticates with its secret (`client_credentials`).
 */
export function MachineClientForm({
  client,
  submitLabel,
  onSubmit,
  onCancel,
}: MachineClientFormProps) {
  const { t } = useTranslation();
  const { form, errors, failure, busy, begin, finish, idAndName, ...typed } =
    useClientForm<'scopes'>(client);
  const [scopes, setScopes] = useState<string[]>(client?.scopes ?? []);
  const scopesErrorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = begin();
    const chosen = MANAGEMENT_SCOPES.filter((scope) => scopes.includes(scope));
    if (chosen.length === 0) found.scopes = t('machineClients.scopesRequired');
    finish(found, () =>
      onSubmit({
        clientId: typed.clientId,
        name: typed.name,
        redirectUrls: [],
        postLogoutRedirectUrls: [],
        scopes: chosen,
        skipConsent: false,
        ...(client ? {} : { machine: true as const }),
      }),
    );
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="form">
      <ErrorAlert text={failure} />
      <p>{t('machineClients.intro')}</p>
      {idAndName}
      <fieldset className="fieldset" aria-describedby={errors.scopes ? scopesErrorId : undefined}>
        <legend>{t('machineClients.scopes')}</legend>
        {MANAGEMENT_SCOPES.map((scope, index) => (
          <label key={scope} className="check">
            <input
              type="checkbox"
              name="scopes"
              value={scope}
              checked={scopes.includes(scope)}
              aria-invalid={errors.scopes && index === 0 ? true : undefined}
              aria-describedby={errors.scopes ? scopesErrorId : undefined}
              onChange={(event) => setScopes(toggled(scopes, scope, event.target.checked))}
            />
            <span>
              <code>{scope}</code> {t(SCOPE_TEXTS[scope])}
            </span>
          </label>
        ))}
        {errors.scopes && (
          <p id={scopesErrorId} className="field-error">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      <SubmitOrCancel label={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
