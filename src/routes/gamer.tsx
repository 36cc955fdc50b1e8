import { Link, NavLink, Outlet, useMatch } from "react-router";
import { coupleNames } from "../content";
import { RsvpButton } from "../ui/RsvpButton";

export const GAMER_PAGES = [
  { to: "/gamer", label: "Home" },
  { to: "/gamer/our-story", label: "Our Story" },
  { to: "/gamer/schedule", label: "Schedule" },
  { to: "/gamer/travel", label: "Travel & Stay" },
  { to: "/gamer/registry", label: "Registry" },
  { to: "/gamer/faq", label: "FAQ" },
];

export default function GamerLayout() {
  const onHome = useMatch("/gamer") !== null;
  return (
    <div className="min-h-dvh bg-slate-900 text-slate-50">
      <header className="flex flex-wrap items-center gap-4 p-4">
        <Link to="/" className="font-bold">{coupleNames}</Link>
        {onHome ? null : (
          <nav aria-label="Game menu">
            <ul className="flex flex-wrap gap-3">
              {GAMER_PAGES.map((page) => (
                <li key={page.to}>
                  <NavLink to={page.to} end>{page.label}</NavLink>
                </li>
              ))}
              <li><RsvpButton className="underline" /></li>
            </ul>
          </nav>
        )}
      </header>
      <main className="mx-auto max-w-3xl p-6">
        <Outlet />
      </main>
    </div>
  );
}
