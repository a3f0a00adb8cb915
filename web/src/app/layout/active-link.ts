/** Whether the link to `to` is the screen at `pathname`: exactly it with `end`, else it or a page under it. */
export function isActiveLink(pathname: string, to: string, end: boolean): boolean {
  // React Router matches without regard to case or a trailing slash.
  const current = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  if (current === to) return true;
  return !end && current.startsWith(to === '/' ? '/' : `${to}/`);
}
