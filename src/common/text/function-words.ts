// Words that never tell two stories apart, in the languages the sources use (English, Spanish,
// French, German, Portuguese, Italian), written accent-folded and lower-case as story-tokens.ts reads
// titles. No stop-word package is installed, and the grouping needs only the commonest function words
// of each language plus the boilerplate of headlines ("live", "watch", "report"); a rarer word that
// is common in one day's list (a team that plays twice) is weighed down by its frequency instead
// (story-groups.ts). Kept short on purpose: every word here is one a story can never be found by.

const ENGLISH = `a about above after again against all also am amid among an and any are as at be because been before
being below between both but by can could did do does doing down during each few for from further had has have having
he her here hers him his how i if in into is it its itself just me more most my near no nor not now of off on once
only or other our out over own same she should so some such than that the their them then there these they this those
through to too under until up upon us very via vs v was we were what when where which while who whom why will with would
you your yours yet new says said say get gets got one may might must
something someone somebody anything anyone anybody everything everyone nothing nobody thing things way ways lot lots
ever never really actually just still even back well much many every first last next best worst good bad better great
big little like make makes made want wants need needs think feel see look looks take takes go goes going come comes
give use find tell ask asks let people person guy guys kind sort part two three four five six seven eight nine ten less
least please hey hi thanks ve re ll don didn doesn isn wasn aren won wouldn couldn shouldn haven hasn hadn weren
myself yourself himself herself itself ourselves themselves`;

/**
 * Headline boilerplate: words that say how a story is told, not which story it is. March and August
 * are left in titles: a march and a man called August are news.
 */
const HEADLINE_WORDS = `live watch video videos photo photos pictures picture update updates latest breaking news report
reports today tonight yesterday tomorrow week weekend reddit redditors serious eli5 til ama psa hn show ask list
lists briefing newsletter day days year years time times how what know everything explained
analysis opinion review preview highlights recap stream streaming online tv channel full official exclusive inc ltd fc
monday tuesday wednesday thursday friday saturday sunday january february april june july september october
november december`;

const SPANISH = `el la los las un una unos unas de del al y e o u en con por para sin sobre entre tras ante desde hasta
que se su sus es fue ser esta este estos estas ese esa lo le les mas pero como ya muy tambien sin segun hoy ayer
vivo directo donde cuando quien porque no si`;

const FRENCH = `le la les un une des du de d l et ou en au aux avec pour par sur sans sous dans entre que qui quoi ce cet
cette ces son sa ses leur leurs est sont ete etre a ont il elle ils elles on ne pas plus apres avant chez selon contre
direct`;

const GERMAN = `der die das den dem des ein eine einen einem einer eines und oder in im am an auf aus bei nach von
vom zu zum zur fur uber unter vor gegen ist sind wird werden hat haben nicht auch als wie dass es er sie wir ihr
sich noch nur heute`;

const PORTUGUESE = `o os a as um uma uns umas de do da dos das e ou em no na nos nas com por pelo pela pelos pelas para
sem sobre entre apos ate que se seu sua seus suas e sao foi ser esta este isso mais mas como ja muito tambem hoje
ontem ao aos x`;

const ITALIAN = `il lo la i gli le un uno una di del della dei degli delle da dal dalla in nel nella con su sul sulla
per tra fra e ed o che chi si suo sua suoi sue e sono essere non piu ma come gia anche oggi ieri al alla ai`;

/** Each language's list on its own (headline boilerplate left out). */
export const FUNCTION_WORDS_BY_LANGUAGE: Readonly<
  Record<'english' | 'spanish' | 'french' | 'german' | 'portuguese' | 'italian', ReadonlySet<string>>
> = {
  english: wordSet(ENGLISH),
  spanish: wordSet(SPANISH),
  french: wordSet(FRENCH),
  german: wordSet(GERMAN),
  portuguese: wordSet(PORTUGUESE),
  italian: wordSet(ITALIAN),
};

function wordSet(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}

// Left out although common: "war" (German "was"), "son" (Spanish "are"), "era" (Italian "was") and
// "mit" (German "with") are words of English stories too.
export const STORY_STOP_WORDS: ReadonlySet<string> = new Set(
  [ENGLISH, HEADLINE_WORDS, SPANISH, FRENCH, GERMAN, PORTUGUESE, ITALIAN].flatMap((list) => list.split(/\s+/)).filter(Boolean),
);

/**
 * Month names and abbreviations of the same languages. A number next to one is part of a date
 * ("October 17, 2020", "Feb 11-12", "3 de março"): every story of the day shares it, so neither the
 * date's numbers nor the month tell stories apart.
 */
export const STORY_MONTHS: ReadonlySet<string> = new Set(
  `jan feb mar apr jun jul aug sep sept oct nov dec january february march april may june july august september october
  november december enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre
  janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre januar februar marz juni juli
  oktober dezember janeiro fevereiro marco maio junho julho setembro outubro novembro dezembro gennaio febbraio aprile
  maggio giugno luglio settembre ottobre dicembre`.split(/\s+/),
);
