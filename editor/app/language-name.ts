/** A language as its speakers name it, and its code: "italiano (it)". */
export function languageName(code: string): string {
  try {
    return `${new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
}
