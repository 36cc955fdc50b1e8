/**
 * A deterministic pseudo-random sequence in [0, 1) (Park and Miller's): the
 * same seed draws the same numbers on every run and machine, so a random
 * test fails the same way twice, and a drawing tool draws the same picture.
 */
export function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
}

/** The items in an order `random` draws (Fisher and Yates's shuffle). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}
