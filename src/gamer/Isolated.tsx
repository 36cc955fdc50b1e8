import { directionOfText } from "./text-direction";
import { Unbroken } from "../ui/Unbroken";

/**
 * A name in its own direction, isolated from the line around it as <bdi> does, with that direction written out:
 * the game's faces key on [dir] (gamer.css), as the build rewrites CSS's :dir() into a test of the language.
 */
export function Isolated({ text }: { text: string }) {
  return (
    <bdi dir={directionOfText(text)}>
      <Unbroken>{text}</Unbroken>
    </bdi>
  );
}
