/** A LIKE pattern that matches the text anywhere, with the user's % and _ taken literally (escape '\'). */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
