import { useEffect } from 'react';

/** Sets the document's title while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
