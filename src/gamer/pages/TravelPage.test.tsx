// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InLocale } from "../../../tests/support/test-locale";
import { TravelPage } from "./TravelPage";

const address = { streetAddress: "Via dell'Indipendenza 1", cityZip: "40121 Bologna", mapsUrl: "https://example.com" };
const lot = (name: string) => ({ name, ...address });

describe("TravelPage", () => {
  it("sets the walking note with the drive's, above the map, where two places have their parking", () => {
    const walk = "Dieci minuti a piedi, sotto i portici.";
    const { container } = render(
      <InLocale>
        <TravelPage
          title="Come arrivare"
          places={[
            { place: lot("Palazzo d'Accursio"), caption: ["Rito civile"], parking: [lot("Parcheggio VIII Agosto")] },
            { place: lot("Villa Serena"), caption: ["Ricevimento"], parking: [lot("Parcheggio della villa")] },
          ]}
          walkFrom={-1}
          walkingNote={walk}
          hotels={[]}
        />
      </InLocale>,
    );
    const [notes, ...places] = container.querySelectorAll(".pixel-frame");
    expect(notes.textContent).toContain(walk);
    for (const panel of places) expect(panel.textContent).not.toContain(walk);
  });
});
