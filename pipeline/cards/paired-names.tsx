import type { Names } from "../../src/site/site.server";
import { isBoundJoint } from "../../src/text/joined-names";
import { Unbroken } from "../../src/ui/Unbroken";

/**
 * The couple's names as the invitation's pages set them, for the build's own pages (a card, the unlock page):
 * each name whole, and the joint a `.joint` of its own, which their styles set in gold italic, or Hebrew's ו
 * within the second name, upright.
 */
export function PairedNames({ names, joint }: { names: Names; joint: string }) {
  return (
    <>
      <span className="name">
        <Unbroken>{names.partnerOne}</Unbroken>
      </span>{" "}
      {isBoundJoint(joint) ? (
        <span className="name">
          <span className="joint">{joint}</span>
          <Unbroken>{names.partnerTwo}</Unbroken>
        </span>
      ) : (
        <>
          <span className="joint">{joint}</span>{" "}
          <span className="name">
            <Unbroken>{names.partnerTwo}</Unbroken>
          </span>
        </>
      )}
    </>
  );
}
