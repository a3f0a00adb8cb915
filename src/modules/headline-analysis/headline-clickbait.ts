// Clickbait formulas: fine for a quirky feature, disrespectful on a headline about a death, a
// disaster or a suicide. On such a headline (classifySensitivity decides) the alternatives stay
// factual: these formulas, curiosity-gap teasing and exclamation marks are refused, whichever
// provider wrote them.

const FORMULAS: ReadonlyArray<[string, RegExp]> = [
  ['"you won\'t believe"', /\byou\s+won['’]?t\s+believe\b/i],
  ['a "N things" list', /\b(?:\d+|five|six|seven|eight|nine|ten)\s+(?:things|facts|reasons|secrets|ways|questions)\b/i],
  ['"nobody tells you"', /\b(?:nobody|no one)\s+(?:tells|told)\s+you\b/i],
  ['"the surprising truth"', /\b(?:surprising|shocking|real|hidden)\s+(?:truth|story|reason)\b/i],
  ['"what happened next"', /\bwhat\s+happen(?:s|ed)\s+next\b/i],
  ['"will blow your mind"', /\b(?:blow|blew)\s+your\s+mind\b|\bmind-?blowing\b|\bjaw-?dropping\b/i],
  ['"shocking"', /\bshock(?:ing|ed)?\b|\bunbelievable\b|\bincredible\b|\bamazing\b/i],
  ['"why everyone is talking about"', /\beveryone\s+is\s+talking\b|\bcan['’]?t\s+stop\s+talking\b/i],
  ['"matters more than you think"', /\bmore\s+than\s+you\s+(?:think|know|realise|realize)\b/i],
  ['"here\'s why" teasing', /\bhere['’]?s\s+(?:why|what|how)\b|\bthis\s+is\s+(?:why|what|how)\b|\bjust\s+wait\b/i],
  ['"what it means for you"', /\bmean(?:s)?\s+for\s+you\b/i],
  ['a teasing "this"/"these"', /^(?:this|these)\b/i],
  ['an exclamation mark', /!/],
];

/** The clickbait formulas a headline uses, by name; empty when it reads as a plain news headline. */
export function clickbaitFormulas(headline: string): string[] {
  return FORMULAS.filter(([, pattern]) => pattern.test(headline)).map(([name]) => name);
}

/**
 * The formulas a rewrite adds to its original. An original that already says "amazing" is the
 * writer's choice; a rewrite of a sensitive headline must not add to it.
 */
export function addedClickbaitFormulas(original: string, rewrite: string): string[] {
  const own = new Set(clickbaitFormulas(original));
  return clickbaitFormulas(rewrite).filter((formula) => !own.has(formula));
}
