import { content, pageTitle } from "../content";
import { FaqList } from "../ui/plain";

export const meta = () => [{ title: pageTitle("FAQ") }];

export default function GamerFaq() {
  return (
    <>
      <h1 className="text-3xl">FAQ</h1>
      <FaqList items={content.faq} heading="h2" />
    </>
  );
}
