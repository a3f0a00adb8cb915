// Closed word classes the headline measures share. Our own short lists (no third-party lexicon);
// all entries are lower-case lemmas or fixed function words.

/** Function words: they carry grammar, not meaning, so they score low on every emotion. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'nor', 'so', 'yet', 'if', 'then', 'than', 'as', 'of', 'to', 'in', 'on',
  'at', 'by', 'for', 'from', 'with', 'about', 'into', 'onto', 'over', 'under', 'up', 'down', 'out', 'off', 'through',
  'after', 'before', 'between', 'during', 'without', 'within', 'against', 'among', 'around', 'per', 'via',
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', "'s", 'do', 'does', 'did', 'done', 'have', 'has', 'had',
  'having', 'will', 'would', 'shall', 'should', 'can', 'could', 'may', 'might', 'it', 'its', "it's", 'this', 'that',
  'these', 'those', 'there', "there's", 'here', "here's", 'i', 'me', 'my', 'mine', 'we', 'us', 'our', 'ours', 'you', 'your',
  'yours', 'he', 'him', 'his', 'she', 'her', 'hers', 'they', 'them', 'their', 'theirs', 'who', 'whom', 'whose',
  'which', 'what', 'when', 'where', 'how', 'all', 'any', 'each', 'some', 'such', 'just', 'also', 'too', 'very',
  'one', 'ones', 'own', 'same', 'other', 'more', 'most', 'much', 'many', 'get', 'got', 'go', 'goes', 'went',
  "i'm", "you're", "we're", "they're", "he's", "she's", "i've", "you've", "we've", "they've", "i'll", "you'll",
  "we'll", "they'll", "he'll", "she'll", "i'd", "you'd", "we'd", "they'd", 'like', 'even', 'still', 'only',
]);

/** Second-person words: they address the reader directly. */
export const SECOND_PERSON: ReadonlySet<string> = new Set([
  'you', 'your', 'yours', 'yourself', 'yourselves', "you're", "you'll", "you've", "you'd", 'ya', 'u',
]);

/** First-person words: the writer talks about themselves. */
export const FIRST_PERSON: ReadonlySet<string> = new Set([
  'i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our', 'ours', 'ourselves', "i'm", "i've", "i'll", "i'd",
  "we're", "we've", "we'll", "we'd",
]);

/** Third-person singular pronouns: a headline about one person's story. */
export const THIRD_PERSON_SINGULAR: ReadonlySet<string> = new Set([
  'he', 'him', 'his', 'himself', 'she', 'her', 'hers', 'herself', "he's", "she's", "he'll", "she'll", "he'd", "she'd",
]);

/** Nouns for people and relationships (lemmas): a human subject the reader can picture. */
export const PERSON_NOUNS: ReadonlySet<string> = new Set([
  'man', 'men', 'woman', 'women', 'girl', 'boy', 'kid', 'child', 'children', 'baby', 'teen', 'teenager', 'guy',
  'people', 'person', 'mom', 'mum', 'mother', 'dad', 'father', 'parent', 'son', 'daughter', 'brother', 'sister',
  'grandma', 'grandpa', 'grandmother', 'grandfather', 'husband', 'wife', 'family', 'friend', 'teacher', 'student',
  'doctor', 'nurse', 'soldier', 'veteran', 'stranger', 'neighbor', 'neighbour', 'couple', 'dude', 'lady',
]);

/** Demonstratives that point at something the headline does not name ("this", "these"). */
export const FORWARD_REFERENCES: ReadonlySet<string> = new Set(['this', 'these']);

/** Words that announce the answer is behind the click ("here's", "here"). */
export const HERE_WORDS: ReadonlySet<string> = new Set(['here', "here's", 'heres']);

/** Words that invite watching rather than reading. */
export const WATCH_WORDS: ReadonlySet<string> = new Set(['watch', 'video', 'see', 'look', 'listen', 'clip', 'footage']);

/** Open question words. */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(['what', 'why', 'how', 'who', 'when', 'where', 'which']);

/** Auxiliaries that open a yes/no question ("Is it…", "Can you…"). */
export const QUESTION_AUXILIARIES: ReadonlySet<string> = new Set([
  'is', 'are', 'was', 'were', 'do', 'does', 'did', 'can', 'could', 'should', 'would', 'will', 'have', 'has', 'had',
  "isn't", "aren't", "don't", "doesn't", "can't", "won't", 'am',
]);

/** Negation words; they weaken the emotion of the word that follows. */
export const NEGATIONS: ReadonlySet<string> = new Set([
  'not', 'no', 'never', 'nothing', 'none', 'nobody', 'without', "don't", "doesn't", "didn't", "can't", "cannot",
  "won't", "isn't", "aren't", "wasn't", "weren't", "shouldn't", "wouldn't", "couldn't", "hasn't", "haven't", "ain't",
]);

/** Intensifiers; they strengthen the emotion of the word that follows. */
export const INTENSIFIERS: ReadonlySet<string> = new Set([
  'very', 'so', 'really', 'extremely', 'incredibly', 'totally', 'absolutely', 'truly', 'utterly', 'seriously',
  'super', 'insanely', 'ridiculously', 'deeply', 'most', 'completely', 'literally',
]);

/** Spelled-out numbers that can open a list headline ("Seven Ways…"). */
export const NUMBER_WORDS: ReadonlySet<string> = new Set([
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fifteen',
  'twenty', 'thirty', 'forty', 'fifty', 'hundred', 'dozen',
]);

/** Plural nouns after a number that measure time or amount, so "16 Years Ago" is not a list. */
export const MEASURE_NOUNS: ReadonlySet<string> = new Set([
  'year', 'years', 'day', 'days', 'hour', 'hours', 'minute', 'minutes', 'second', 'seconds', 'week', 'weeks',
  'month', 'months', 'decade', 'decades', 'century', 'centuries', 'percent', 'million', 'billion', 'thousand',
  'times', 'miles', 'feet', 'pounds', 'dollars', 'ago', 'old',
]);
