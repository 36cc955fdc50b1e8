import { Link } from "react-router";
import { pageTitle } from "../content";
import { solidButton } from "../ui/buttons";
import { Ornament } from "../ui/Ornament";

export const meta = () => [{ title: pageTitle("Page not found") }];

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-paper px-6 text-center">
      <h1 className="font-serif text-8xl font-medium text-gold-text">404</h1>
      <Ornament className="my-6" />
      <p className="font-serif text-3xl">Oops, sorry we can't find that page</p>
      <p className="mt-3 max-w-md text-ink-soft">
        Either something went wrong or the page doesn't exist anymore
      </p>
      <Link
        to="/"
        className={`mt-10 ${solidButton}`}
      >
        Home page
      </Link>
    </main>
  );
}
