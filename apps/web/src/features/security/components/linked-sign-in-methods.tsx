import {
  CONNECTOR_ERROR_PARAM,
  type Connector,
  type LinkedIdentity,
  type StepUpProof,
} from '@account-centre/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import {
  beginLink,
  listAvailableConnectors,
  listLinkedIdentities,
  unlinkIdentity,
} from '#features/security/api/connector-api.ts';
import { formatTime } from '#features/security/components/device-label.ts';
import { StepUpDialog } from '#features/security/components/step-up-dialog.tsx';
import { useConnectorName } from '#lib/connectors/connector-name.ts';
import { navigation } from '#lib/navigation.ts';
import { toast } from '#lib/ui/toast.ts';

type LinkedSignInMethodsProps = {
  /** A method was linked or unlinked: the activity list asks again. */
  onChange?: () => void;
};

const ERROR_TEXTS = {
  denied: 'connectors:errorDenied',
  state: 'errors:connectorTicketInvalid',
  upstream: 'errors:connectorUpstreamFailed',
  taken: 'errors:connectorIdentityTaken',
} as const;

/**
 * Home's "Sign-in methods" (decision 050): the account's linked identities with Unlink (the
 * server refuses the last way to sign in), and Link for each enabled connector not linked yet,
 * after a fresh proof (decision 038), which goes to the other provider and back to Home.
 */
export function LinkedSignInMethods({ onChange }: LinkedSignInMethodsProps) {
  const { t, i18n } = useTranslation(['connectors', 'errors']);
  const nameOf = useConnectorName();
  const [identities, setIdentities] = useState<LinkedIdentity[]>();
  const [connectors, setConnectors] = useState<Connector[]>([]);
  const [linking, setLinking] = useState<Connector>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    listLinkedIdentities().then(setIdentities, () => {});
  }, []);
  useEffect(() => {
    load();
    // Back from the other provider: say how it went, once.
    const url = new URL(window.location.href);
    const linked = url.searchParams.get('connector_linked');
    const error = url.searchParams.get(CONNECTOR_ERROR_PARAM);
    listAvailableConnectors().then(
      (list) => {
        setConnectors(list);
        const connector = list.find((entry) => entry.slug === linked);
        if (linked !== null)
          toast.success(t('linkedDone', { name: connector ? nameOf(connector) : linked }));
      },
      () => {},
    );
    if (linked !== null || error !== null) {
      const text =
        error !== null && Object.hasOwn(ERROR_TEXTS, error)
          ? ERROR_TEXTS[error as keyof typeof ERROR_TEXTS]
          : undefined;
      if (text !== undefined) toast.error(t(text));
      url.searchParams.delete('connector_linked');
      url.searchParams.delete(CONNECTOR_ERROR_PARAM);
      window.history.replaceState(window.history.state, '', url.href);
      onChange?.();
    }
    // Once, when Home opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the return is read once
  }, []);

  if (identities === undefined || (identities.length === 0 && connectors.length === 0)) return null;
  const linkable = connectors.filter(
    (connector) => !identities.some((identity) => identity.connector.id === connector.id),
  );

  const linkWith = async (proof: StepUpProof) => {
    if (!linking) return;
    navigation.leave(await beginLink(linking.id, proof));
  };

  return (
    <section className="security-section" aria-labelledby="sign-in-methods-title">
      <h2 id="sign-in-methods-title" className="security-section__title">
        {t('methodsTitle')}
      </h2>
      {identities.length === 0 && <p>{t('methodsNone')}</p>}
      <ul className="security-list">
        {identities.map((identity) => (
          <li key={identity.id} className="security-list__item" data-testid="linked-identity">
            <div className="security-list__text">
              <span className="security-list__name">{nameOf(identity.connector)}</span>
              <span className="security-list__meta">
                {[identity.email, formatTime(identity.linkedAt, i18n.language)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            <Button
              variant="secondary"
              disabled={busy}
              aria-label={`${t('unlink')} ${nameOf(identity.connector)}`}
              onClick={() => {
                setBusy(true);
                unlinkIdentity(identity.id)
                  .then(
                    () => {
                      toast.success(t('unlinkedDone'));
                      load();
                      onChange?.();
                    },
                    () => {},
                  )
                  .finally(() => setBusy(false));
              }}
            >
              {t('unlink')}
            </Button>
          </li>
        ))}
      </ul>
      {linkable.map((connector) => (
        <Button
          key={connector.id}
          variant="secondary"
          disabled={busy}
          onClick={() => setLinking(connector)}
        >
          {t('linkMethod', { name: nameOf(connector) })}
        </Button>
      ))}
      <StepUpDialog
        open={linking !== undefined}
        onConfirm={linkWith}
        onClose={() => setLinking(undefined)}
      />
    </section>
  );
}
