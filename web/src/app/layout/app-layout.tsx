import { Menu, Settings, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { ClientSwitcher, ClientSwitcherPlace } from '@/features/clients/components/client-switcher';
import { PRODUCT_NAME } from '@/lib/product';
import { useToasts } from '@/lib/toast';
import { useWhenIdle } from '@/lib/use-when-idle';
import { AppNavLink } from './app-nav-link';
import { replayEarlyTap } from './early-tap';
import { BOTTOM_NAV_LINKS, type NavLinkItem } from './nav-links';
import { NavList } from './nav-list';
import { ProfileFooter } from './profile-footer';
import { paintsAsItself, ScreenFrame } from './screen-frame';

// Loaded when the profile menu's Change password is picked.
const ChangePasswordDialog = lazy(() =>
  import('@/features/auth/components/change-password-dialog').then((module) => ({ default: module.ChangePasswordDialog })),
);

// The mobile menu (Headless UI's dialog) is not part of the first page: it loads and mounts, closed,
// once the page is idle, or when it is opened first. Mounted closed, it is also what lets a toast
// show over another open dialog (Headless UI keeps the tree it sits in reachable; the calendar's
// browser tests fail without it), so it stays mounted from then on.
const Drawer = lazy(() => import('@/components/ui/drawer').then((module) => ({ default: module.Drawer })));

// Radix Toast is not part of the first page: it loads once the page is idle, or with the first toast.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

function ProductTitle() {
  return (
    <div className="flex items-center gap-2">
      <img src="/favicon.svg" alt="" width={28} height={28} className="h-7 w-7" />
      <span className="text-lg font-bold tracking-tight text-slate-900">{PRODUCT_NAME}</span>
    </div>
  );
}

/**
 * What waits until the screen's part of the page has been taken over: rendered after the screen,
 * inside the screen's Suspense boundary, which React hydrates after the frame around it. A button
 * tapped before the app ran is tapped again (early-tap.ts).
 */
function AfterTakeOver() {
  useEffect(() => {
    replayEarlyTap();
  }, []);
  return null;
}

/** Mounts the toast region (and its F8 hotkey) when the page is idle, or at once for an early toast. */
function DeferredToaster({ container }: { container: HTMLElement | null }) {
  const hasToasts = useToasts().length > 0;
  const idle = useWhenIdle();
  return container && (idle || hasToasts) ? (
    <Suspense fallback={null}>
      <Toaster container={container} />
    </Suspense>
  ) : null;
}

type AppLayoutProps = {
  /**
   * Who is here is still being asked (issue 17), or the screen's code is on its way: the shell shows
   * with the screen's frame (issue 29), never the sign-in screen and nothing read from the server.
   */
  pending?: boolean;
};

/** Desktop sidebar, mobile header + drawer + bottom bar, and the routed screen. */
export function AppLayout({ pending = false }: AppLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [changePasswordOpen, setChangePasswordOpen] = useState(false);
  const [toastSlot, setToastSlot] = useState<HTMLDivElement | null>(null);
  const idle = useWhenIdle();
  const { pathname } = useLocation();

  // SPEC section 2: the drawer closes on the Trending Topics link, on the already-active link,
  // and on any Saved Items link.
  const handleDrawerLinkClick = (link: NavLinkItem, group: 'main' | 'saved', wasActive: boolean) => {
    if (link.to === '/' || wasActive || group === 'saved') {
      setDrawerOpen(false);
    }
  };

  return (
    <div className="min-h-screen md:flex">
      <aside
        className="hidden md:fixed md:inset-y-0 md:flex md:w-64 md:flex-col md:border-r md:border-slate-200 md:bg-white"
        aria-label="Sidebar"
      >
        <div className="flex h-16 items-center border-b border-slate-200 px-5">
          <ProductTitle />
        </div>
        {/* Issue 27: who every screen works for; asked once who is here is known. */}
        <div className="border-b border-slate-200 px-5 py-3">
          {pending ? <ClientSwitcherPlace /> : <ClientSwitcher id="client-switcher-sidebar" />}
        </div>
        <NavList />
        <ProfileFooter onChangePassword={() => setChangePasswordOpen(true)} />
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4 md:hidden">
        <ProductTitle />
        <div className="flex min-w-0 items-center gap-1">
          {pending ? <ClientSwitcherPlace compact /> : <ClientSwitcher id="client-switcher-header" compact />}
          <AppNavLink
            to="/settings"
            aria-label="Settings"
            className={({ isActive }) => `rounded-md p-2 hover:bg-slate-100 ${isActive ? 'text-indigo-700' : 'text-slate-700'}`}
          >
            <Settings aria-hidden="true" className="h-6 w-6" />
          </AppNavLink>
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
          >
            <Menu aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
      </header>

      {/* Where toasts show: in the flow under the mobile header (pushing the page down, so the page
          title stays readable), fixed at the bottom right from md up. Clipped sideways: a toast slides in
          from beyond the right edge, which must not widen the page for those 150 ms. */}
      <div
        ref={setToastSlot}
        className="sticky top-14 z-20 overflow-x-clip md:fixed md:bottom-0 md:right-0 md:top-auto md:z-[100] md:w-full md:max-w-[420px]"
      />

      {idle || drawerOpen ? (
        <Suspense fallback={null}>
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title="Navigation menu">
            <div className="flex h-14 items-center justify-between border-b border-slate-200 px-4">
              <ProductTitle />
              <button
                type="button"
                onClick={() => setDrawerOpen(false)}
                aria-label="Close menu"
                className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
            </div>
            <NavList onLinkClick={handleDrawerLinkClick} />
            <ProfileFooter
              onSettingsClick={() => setDrawerOpen(false)}
              onChangePassword={() => {
                setDrawerOpen(false);
                setChangePasswordOpen(true);
              }}
            />
          </Drawer>
        </Suspense>
      ) : null}

      <main className="flex-1 px-4 pb-24 pt-6 md:ml-64 md:px-8 md:pb-10">
        {pending || paintsAsItself(pathname) ? (
          <>
            <ScreenFrame live={!pending} />
            <AfterTakeOver />
          </>
        ) : (
          <Suspense fallback={<Spinner label="Loading..." />}>
            <Outlet />
            <AfterTakeOver />
          </Suspense>
        )}
      </main>

      <nav aria-label="Bottom navigation" className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white md:hidden">
        <ul className="grid grid-cols-5">
          {BOTTOM_NAV_LINKS.map((link) => {
            const Icon = link.icon;
            return (
              <li key={link.to}>
                <AppNavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    `flex flex-col items-center gap-1 px-1 py-2 text-[11px] font-medium ${isActive ? 'text-indigo-700' : 'text-slate-600'}`
                  }
                >
                  <Icon aria-hidden="true" className="h-5 w-5" />
                  <span className="truncate">{link.label.split(' ')[0]}</span>
                </AppNavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      {changePasswordOpen ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onClose={() => setChangePasswordOpen(false)} />
        </Suspense>
      ) : null}
      <DeferredToaster container={toastSlot} />
    </div>
  );
}
