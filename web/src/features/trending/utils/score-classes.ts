/** The PR score badge's colours: green from 70, amber from 40, grey below (the number is always written beside). */
export function prScoreClasses(score: number): string {
  if (score >= 70) {
    return 'bg-green-100 text-green-800';
  }
  if (score >= 40) {
    return 'bg-amber-100 text-amber-800';
  }
  return 'bg-slate-100 text-slate-700';
}
