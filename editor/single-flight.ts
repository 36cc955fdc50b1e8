/**
 * One asynchronous load shared by every caller (a "single flight"), kept until it is refreshed, as the preview's
 * modules are: callers never start two loads at once, and one who asked during a refresh gets the new value, not
 * the old load's failure. A load that fails on its own is retried once: a photo copied into the folder as it is
 * read may be whole a moment later.
 */
export type SingleFlight<T> = {
  /** The latest value, loaded now if there is none. */
  get: () => Promise<T>;
  /** Loads it anew from now on, starting at once, for the next caller. */
  refresh: () => void;
};

/**
 * `load` loads the value; `reset`, after a load failed, drops what that load left half done, so that the next
 * one starts clean (Vite's module runner keeps a module that failed as failed).
 */
export function singleFlight<T>(load: () => Promise<T>, reset: () => void = () => undefined): SingleFlight<T> {
  let flight: Promise<T> | undefined;
  const current = () => {
    if (flight) return flight;
    const attempt = load().catch((error: unknown) => {
      // Loaded again by the next caller, unless a refresh has started one already.
      if (flight === attempt) {
        flight = undefined;
        reset();
      }
      throw error;
    });
    flight = attempt;
    return attempt;
  };
  const get = async (tries: number): Promise<T> => {
    try {
      return await current();
    } catch (error) {
      // A refresh started meanwhile is waited for; a load that failed on its own is retried, once.
      if (flight !== undefined) return get(tries);
      if (tries > 1) return get(tries - 1);
      throw error;
    }
  };
  return {
    get: () => get(2),
    refresh: () => {
      flight = undefined;
      current().catch(() => undefined);
    },
  };
}
