import { Link } from "react-router";
import { coupleNames, pageTitle } from "../content";
import { RsvpButton } from "../ui/RsvpButton";
import { GAMER_PAGES } from "./gamer";

export const meta = () => [{ title: pageTitle("Gamer") }];

export default function GamerHome() {
  return (
    <>
      <h1 className="text-3xl">{coupleNames}</h1>
      <ul>
        <li><RsvpButton className="underline" /></li>
        {GAMER_PAGES.slice(1).map((page) => (
          <li key={page.to}><Link to={page.to}>{page.label}</Link></li>
        ))}
      </ul>
    </>
  );
}
