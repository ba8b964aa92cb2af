import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '#components/notice.tsx';
import { errorText } from '#lib/error-text.ts';
import type { Resource } from '#lib/use-resource.ts';

/** "Loading…" or the failure of a page's list; nothing once it is there. */
export function LoadState({ resource }: { resource: Resource<unknown> }) {
  const { t } = useTranslation();
  if (resource.state === 'loading') {
    return (
      <p role="status" className="loading">
        {t('app.loading')}
      </p>
    );
  }
  if (resource.state === 'failed') return <ErrorAlert text={errorText(t, resource.error)} />;
  return null;
}
