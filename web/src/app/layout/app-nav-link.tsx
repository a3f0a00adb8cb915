import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isActiveLink } from './active-link';

/** A plain left click: anything else (a new tab, a new window, a download) is the browser's to handle. */
function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

type AppNavLinkProps = {
  to: string;
  /** Active only on `to` itself, not on the pages under it (NavLink's `end`). */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
  onClick?: () => void;
  'aria-label'?: string;
  children: ReactNode;
};

/**
 * The navigation's links: what React Router's NavLink does for them (the active style and
 * aria-current="page", a plain click moving within the app) without its per-link work. The sidebar,
 * the bottom bar and the header render 19 links on every screen's first render, and each NavLink
 * resolved and encoded its address through a URL object and set up prefetching and view-transition
 * hooks: about 10 ms of the first render on this machine (profiled), several times that on a phone
 * (issue 29). These are fixed app addresses.
 */
export function AppNavLink({ to, end = false, className, onClick, children, ...rest }: AppNavLinkProps) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const isActive = isActiveLink(pathname, to, end);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    // As React Router's links do: following a link to where one already is replaces the history entry.
    void navigate(to, { replace: `${pathname}${search}${hash}` === to });
  };
  return (
    <a href={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
