/** A user's text matched literally inside a LIKE: `%`, `_` and the escape character itself lose their meaning. */
export function containsPattern(text: string): string {
  // Backslash is PostgreSQL's default LIKE escape character, so no ESCAPE clause is needed.
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
