import "../invitation/invitation.css";
import { NotFoundPage } from "../invitation/NotFoundPage";
import type { Route } from "./+types/not-found";

// No loader: any unknown path lands here, and only /404 is prerendered.
export const meta: Route.MetaFunction = ({ matches }) => [{ title: matches[0].loaderData?.notFoundTitle }];

export default function NotFound() {
  return <NotFoundPage />;
}
