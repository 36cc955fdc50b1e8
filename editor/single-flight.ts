/**
 * A thing made once for every caller until it must be made anew, as the preview's modules are: callers never make
 * two at once, and one who asked while it was made anew gets the new one, not the old one's failure. A making that
 * fails on its own is tried once more: a photo copied into the folder as it is read may be whole a moment later.
 */
export type MadeOnce<T> = {
  /** The latest one made, made now if none is. */
  latest: () => Promise<T>;
  /** Makes it anew from now on: begun at once, for the next caller. */
  renew: () => void;
};

/**
 * `make` makes it; `forget`, after a making failed, drops what that making left half made, so that the next one
 * starts clean (Vite's runner keeps a module that failed as failed).
 */
export function madeOnce<T>(make: () => Promise<T>, forget: () => void = () => undefined): MadeOnce<T> {
  let making: Promise<T> | undefined;
  const current = () => {
    if (making) return making;
    const attempt = make().catch((error: unknown) => {
      // Made again for the next caller, unless it is being made anew already.
      if (making === attempt) {
        making = undefined;
        forget();
      }
      throw error;
    });
    making = attempt;
    return attempt;
  };
  const latest = async (tries: number): Promise<T> => {
    try {
      return await current();
    } catch (error) {
      // One made anew meanwhile is waited for; one that failed on its own is tried again, once.
      if (making !== undefined) return latest(tries);
      if (tries > 1) return latest(tries - 1);
      throw error;
    }
  };
  return {
    latest: () => latest(2),
    renew: () => {
      making = undefined;
      current().catch(() => undefined);
    },
  };
}
