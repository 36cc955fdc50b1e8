import { useEffect, useRef } from "react";

/** Asked this long after the couple stops typing. */
const PAUSE_MS = 250;

/**
 * Asks the editor's server about `value` once the couple pauses, and hands on the answer only while `value` is
 * still the latest: a whole check of valid content takes seconds, a slip is answered at once, and the slower,
 * older answer must not take back the problems the newer one showed.
 */
export function useAskedOnPause<Value, Answer>(
  value: Value,
  enabled: boolean,
  ask: (value: Value) => Promise<Answer>,
  answered: (answer: Answer) => void,
  failed: (error: Error) => void,
) {
  // The latest handlers, without asking again when only they change.
  const handlers = useRef({ ask, answered, failed });
  useEffect(() => {
    handlers.current = { ask, answered, failed };
  });
  useEffect(() => {
    if (!enabled) return;
    let latest = true;
    const timer = setTimeout(() => {
      handlers.current.ask(value).then(
        (answer) => latest && handlers.current.answered(answer),
        (error: Error) => latest && handlers.current.failed(error),
      );
    }, PAUSE_MS);
    return () => {
      latest = false;
      clearTimeout(timer);
    };
  }, [value, enabled]);
}
