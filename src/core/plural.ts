/**
 * Counted words in en-GB ('1 appointment', '2 appointments', '0 appointments'), for every message of ours that says
 * how many: never '(s)'. Irregular plurals are passed in: plural(n, 'person', 'people').
 */
const rules = new Intl.PluralRules('en-GB');
const count = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** The word that goes with `n`: `one` for one, else `other` (`one` + 's' unless given). Also for verbs: pluralWord(n, 'falls', 'fall'). */
export function pluralWord(n: number, one: string, other = `${one}s`): string {
  return rules.select(n) === 'one' ? one : other;
}

/** `n` and the word that goes with it: plural(1, 'day') → '1 day', plural(1500, 'visit') → '1,500 visits'. */
export function plural(n: number, one: string, other = `${one}s`): string {
  return `${count.format(n)} ${pluralWord(n, one, other)}`;
}

const lists = {
  and: new Intl.ListFormat('en-GB', { type: 'conjunction' }),
  or: new Intl.ListFormat('en-GB', { type: 'disjunction' }),
};

/** Names in a sentence: listOf(['Alice', 'Ben', 'Cara'], 'or') → 'Alice, Ben or Cara'. */
export function listOf(words: readonly string[], join: 'and' | 'or'): string {
  return lists[join].format(words);
}
