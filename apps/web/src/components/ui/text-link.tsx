import { Link, type LinkProps } from 'react-router';

export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={['text-link', className].filter(Boolean).join(' ')} {...props} />;
}
