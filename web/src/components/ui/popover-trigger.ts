/** A popover trigger's look, the same before and after Headless UI has loaded (popover.tsx). */
export function popoverTriggerClassName(plainTrigger: boolean, triggerClassName: string): string {
  return `${plainTrigger ? '' : 'rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900'} ${triggerClassName}`;
}
