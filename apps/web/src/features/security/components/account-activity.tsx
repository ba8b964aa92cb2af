import type { ActivityEvent, ActivityEventType } from '@account-centre/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listActivity } from '#features/security/api/security-api.ts';
import { deviceLabel, formatTime } from '#features/security/components/device-label.ts';

/** The text key of each event type. */
const EVENT_KEYS = {
  'sign-in': 'eventSignIn',
  'sign-in-failed': 'eventSignInFailed',
  'account-locked': 'eventAccountLocked',
  'password-changed': 'eventPasswordChanged',
  'password-reset': 'eventPasswordReset',
  'email-changed': 'eventEmailChanged',
  'session-ended': 'eventSessionEnded',
  'other-sessions-ended': 'eventOtherSessionsEnded',
  'passkey-added': 'eventPasskeyAdded',
  'passkey-removed': 'eventPasskeyRemoved',
  'totp-enabled': 'eventTotpEnabled',
  'totp-disabled': 'eventTotpDisabled',
  'recovery-code-used': 'eventRecoveryCodeUsed',
  'step-up-failed': 'eventStepUpFailed',
  'connector-linked': 'eventConnectorLinked',
  'connector-unlinked': 'eventConnectorUnlinked',
} as const satisfies Record<ActivityEventType, string>;

type AccountActivityProps = {
  /** Changes when something on the page wrote an event: the list is asked again. */
  refresh?: number;
};

/** Home (issue 24): the account's security events, newest first, with time, device and address. */
export function AccountActivity({ refresh = 0 }: AccountActivityProps) {
  const { t, i18n } = useTranslation('security');
  const [events, setEvents] = useState<ActivityEvent[]>();

  useEffect(() => {
    let current = true;
    listActivity().then(
      (list) => current && setEvents(list),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [refresh]);

  return (
    <section className="security-section" aria-labelledby="activity-title">
      <h2 id="activity-title" className="security-section__title">
        {t('activityTitle')}
      </h2>
      {events?.length === 0 && <p>{t('activityEmpty')}</p>}
      <ul className="security-list" aria-busy={events === undefined}>
        {events?.map((event) => (
          <li key={event.id} className="security-list__item" data-testid="activity-event">
            <div className="security-list__text">
              <span className="security-list__name">{t(EVENT_KEYS[event.type])}</span>
              <span className="security-list__meta">
                <time dateTime={event.at}>{formatTime(event.at, i18n.language)}</time>
                {event.device && <> · {deviceLabel(event.device, t)}</>}
                {event.ip && <> · {event.ip}</>}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
