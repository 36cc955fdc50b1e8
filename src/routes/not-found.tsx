import "../invitation/invitation.css";
import { NotFoundPage } from "../invitation/NotFoundPage";
import { cornerLanguages, languageLink } from "../invitation/buttons";
import { LanguageSwitcher } from "../ui/LanguageSwitcher";
import { useLocale } from "../ui/locale";
import type { Route } from "./+types/not-found";

// No loader: any unknown path lands here, and only /404 is prerendered.
export const meta: Route.MetaFunction = ({ matches }) => [{ title: matches[0].loaderData?.notFoundTitle }];

export default function NotFound() {
  const { paths } = useLocale();
  // Each to its language's landing: this page has no same page in another.
  return (
    <NotFoundPage
      languages={<LanguageSwitcher page={paths.home} className={cornerLanguages} linkClassName={languageLink} />}
    />
  );
}
