import { pageTitle } from "../content";
import { RegistryDetails } from "../ui/plain";

export const meta = () => [{ title: pageTitle("Registry") }];

export default function GamerRegistry() {
  return (
    <>
      <h1 className="text-3xl">Registry</h1>
      <RegistryDetails />
    </>
  );
}
