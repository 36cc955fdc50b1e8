/**
 * `pending`'s value, or undefined when the guest has left the page before it came: a page read again on it then
 * would cancel the page they went on to, and bring this one back.
 */
export async function unlessLeft<T>(pending: Promise<T>): Promise<T | undefined> {
  let left = false;
  const leave = () => {
    left = true;
  };
  // Fired as a navigation away starts, before its answer: listened to only while waiting (Firefox keeps no page
  // that listens for it in its back-forward cache).
  addEventListener("beforeunload", leave);
  try {
    const value = await pending;
    return left ? undefined : value;
  } finally {
    removeEventListener("beforeunload", leave);
  }
}
