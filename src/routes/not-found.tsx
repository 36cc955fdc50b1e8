import "../classic/classic.css";
import { pageTitle } from "../content";
import { NotFoundPage } from "../ui/NotFoundPage";

export const meta = () => [{ title: pageTitle("Page not found") }];

export default function NotFound() {
  return <NotFoundPage />;
}
