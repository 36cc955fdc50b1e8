import "../invitation/invitation.css";
import { NotFoundPage } from "../invitation/NotFoundPage";
import type { Route } from "./+types/not-found";
import { invitationFonts } from "../invitation/fonts";

// No loader: any unknown path lands here, and only /404 is prerendered. The title comes from the root's data.
export const meta: Route.MetaFunction = ({ matches }) => [{ title: matches[0].loaderData?.notFoundTitle }];

export const links = invitationFonts;

export default function NotFound() {
  return <NotFoundPage />;
}
