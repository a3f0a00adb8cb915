import { useLocation } from 'react-router-dom';
import { AppNavLink } from './app-nav-link';
import { MAIN_LINKS, type NavLinkItem, SAVED_LINKS } from './nav-links';

type NavListProps = {
  /** Called with the clicked link and whether it was already active (the drawer's close rules use it). */
  onLinkClick?: (link: NavLinkItem, group: 'main' | 'saved', wasActive: boolean) => void;
};

function linkClasses({ isActive }: { isActive: boolean }): string {
  return `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;
}

/** The ordered link list shared by the desktop sidebar and the mobile drawer. */
export function NavList({ onLinkClick }: NavListProps) {
  const { pathname } = useLocation();
  const renderLink = (link: NavLinkItem, group: 'main' | 'saved') => {
    const Icon = link.icon;
    return (
      <li key={link.to}>
        <AppNavLink to={link.to} end className={linkClasses} onClick={() => onLinkClick?.(link, group, pathname === link.to)}>
          <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span>{link.label}</span>
        </AppNavLink>
      </li>
    );
  };
  return (
    <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">{MAIN_LINKS.map((link) => renderLink(link, 'main'))}</ul>
      <h2 className="mt-6 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">Saved Items</h2>
      <ul className="mt-2 space-y-1">{SAVED_LINKS.map((link) => renderLink(link, 'saved'))}</ul>
    </nav>
  );
}
