import type { ReactNode } from 'react';
import { ErrorAlert, StatusMessage } from '#components/notice.tsx';
import { LoadState } from '#components/load-state.tsx';
import { PageHeading } from '#components/page-heading.tsx';
import type { Resource } from '#lib/use-resource.ts';

/**
 * The top of an admin page: its heading, its one main action, the status line after an action,
 * the failure of the last one, and the list's loading state.
 */
export function AdminPageTop({
  heading,
  action,
  tone = 'primary',
  onAction,
  status,
  failure,
  resource,
  more,
}: {
  heading: string;
  action: string;
  tone?: 'primary' | 'danger';
  onAction: () => void;
  status: string | undefined;
  failure?: string | undefined;
  resource: Resource<unknown>;
  /** Further buttons beside the main action. */
  more?: ReactNode;
}) {
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="actions">
        <button type="button" className={`button ${tone}`} onClick={onAction}>
          {action}
        </button>
        {more}
      </div>
      <StatusMessage text={status} />
      <ErrorAlert text={failure} />
      <LoadState resource={resource} />
    </>
  );
}
