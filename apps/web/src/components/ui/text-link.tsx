import type { AnchorHTMLAttributes } from 'react';
import { Link, useLocation } from 'wouter';
import { useSearchString } from '#lib/navigation.ts';

type TextLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An app path, e.g. `/login?client_id=shop`. */
  to: string;
  /** Replaces the current history entry; by default only a link to the current address does. */
  replace?: boolean;
};

/** A link between screens: the router moves without a page load (a plain link without script). */
export function TextLink({ className, to, replace, ...props }: TextLinkProps) {
  const [pathname] = useLocation();
  const here = `${pathname}${useSearchString()}`;
  return (
    <Link
      to={to}
      replace={replace ?? to === here}
      className={['text-link', className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
