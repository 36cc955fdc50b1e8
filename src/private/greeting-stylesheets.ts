/**
 * The stylesheets of the greetings' own faces, one a look (pipeline/fonts/cut-fonts.ts), at their built
 * addresses: only a page that greets someone loads its look's, so the public pages carry none of their rules.
 */
import invitation from "../../.generated/fonts/greetings-invitation.css?url";
import gamer from "../../.generated/fonts/greetings-gamer.css?url";
import type { Look } from "../pages";

export const GREETING_STYLESHEETS: Record<Look, string> = { invitation, gamer };
