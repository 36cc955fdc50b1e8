/**
 * A thing made once for every caller until it must be made anew, as the preview's modules are: callers never make
 * two at once, and one who asked while it was made anew gets the new one, not the old one's failure.
 */
export type MadeOnce<T> = {
  /** The latest one made, made now if none is. */
  latest: () => Promise<T>;
  /** Makes it anew from now on: begun at once, for the next caller. */
  renew: () => void;
};

export function madeOnce<T>(make: () => Promise<T>): MadeOnce<T> {
  let making: Promise<T> | undefined;
  const current = () => {
    if (making) return making;
    const attempt = make().catch((error: unknown) => {
      // Made again for the next caller, unless it is being made anew already.
      if (making === attempt) making = undefined;
      throw error;
    });
    making = attempt;
    return attempt;
  };
  const latest = async (): Promise<T> => {
    const asked = current();
    try {
      return await asked;
    } catch (error) {
      if (making === undefined) throw error;
      return latest();
    }
  };
  return {
    latest,
    renew: () => {
      making = undefined;
      current().catch(() => undefined);
    },
  };
}
