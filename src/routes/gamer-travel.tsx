import { content, pageTitle } from "../content";
import { PlaceList } from "../ui/plain";

export const meta = () => [{ title: pageTitle("Travel & Stay") }];

export default function GamerTravel() {
  const { venue, parking, travel } = content;
  return (
    <>
      <h1 className="text-3xl">Travel &amp; Stay</h1>
      <PlaceList places={[venue, parking, ...content.hotels]} />
      <p>{travel.drivingNote}</p>
      <p>{parking.note}</p>
    </>
  );
}
