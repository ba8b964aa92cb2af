import '#components/ui/item-list.css';
import '#features/security/components/security.css';
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

/** Home (issue 24): the account's security events, newest first, with time, device and address. */
export function AccountActivity() {
  const { t, i18n } = useTranslation('security');
  const { t: th } = useTranslation('home');
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
  }, []);

  return (
    <section className="list-section" aria-labelledby="activity-title">
      <h3 id="activity-title" className="list-section__title">
        {t('activityTitle')}
      </h3>
      {events?.length === 0 && <p className="empty-state">{th('emptyActivity')}</p>}
      <ul className="item-list" aria-busy={events === undefined}>
        {events?.map((event) => (
          <li key={event.id} className="item-row" data-testid="activity-event">
            <div className="item-row__text">
              <span className="item-row__name">{t(EVENT_KEYS[event.type])}</span>
              <span className="item-row__detail">
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
