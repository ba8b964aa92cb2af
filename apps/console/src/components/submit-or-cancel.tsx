import { useTranslation } from 'react-i18next';

/** A form's two last buttons: submit (disabled while the call runs) and Cancel. */
export function SubmitOrCancel({
  label,
  busy,
  onCancel,
}: {
  label: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="actions">
      <button type="submit" className="button primary" disabled={busy}>
        {label}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        {t('app.cancel')}
      </button>
    </div>
  );
}
