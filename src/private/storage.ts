/**
 * What a page writes to the device's storage, where a browser may refuse it (storage full, or blocked by the
 * guest's settings): then nothing is kept, and the page goes on as for a guest who never came before.
 */
export function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Kept for this page alone: the next one greets from the link again.
  }
}

export function unstore(...keys: string[]): void {
  try {
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage the browser refuses holds nothing to remove.
  }
}
