import { useEffect } from 'react';

/**
 * Sets the document's title while the calling screen is shown. (React 19 hoists a `<title>`
 * rendered anywhere into `<head>`; Preact renders it in place, where it names nothing.)
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
