import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The page's one h1. It takes the focus when the page opens, so a screen reader announces the
 * new page and the keyboard starts from it (the console changes pages without reloading).
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}
