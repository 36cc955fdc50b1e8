// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { contentFormSchema } from "../form-schema";
import { Fields } from "./Field";
import { BLANK_FORM, Form, type FormContext, type Update } from "./form-state";

const form = contentFormSchema();
const fields = form.properties ?? {};

/** The form's fields of `keys`, over `start`, and the content as the couple's changes leave it. */
function renderFields(
  keys: string[],
  start: Record<string, unknown>,
  languages = ["en"],
  rename: FormContext["rename"] = () => undefined,
  sample = new Set<string>(),
) {
  const seen: { content: unknown } = { content: start };
  function Harness() {
    const [content, setContent] = useState<unknown>(start);
    const schema = { ...form, properties: Object.fromEntries(keys.map((key) => [key, fields[key]])) };
    return (
      <Fields
        schema={schema}
        value={content}
        path={[]}
        onChange={(update: Update) =>
          setContent((old: unknown) => {
            seen.content = update(old);
            return seen.content;
          })
        }
      />
    );
  }
  render(
    <Form value={{ ...BLANK_FORM, languages, rename, sample }}>
      <Harness />
    </Form>,
  );
  return seen;
}

describe("the form's fields", () => {
  it("shows a yes or no left out as the site takes it, and leaves it out again when that is chosen", () => {
    const seen = renderFields(["followTheDay"], {});
    const box = screen.getByRole("checkbox", { name: fields.followTheDay.title });
    expect(box).toBeChecked();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    fireEvent.click(box);
    expect(seen.content).toEqual({ followTheDay: false });
    fireEvent.click(box);
    expect(seen.content).toEqual({});
  });

  it("offers the site's languages by their names, English when none is named", () => {
    const seen = renderFields(["languages"], {});
    const first = screen.getByRole("combobox");
    expect(first).toHaveDisplayValue("English (en)");
    fireEvent.change(first, { target: { value: "it" } });
    expect(seen.content).toEqual({ languages: ["it"] });
    expect(screen.getByRole("option", { name: "italiano (it)" })).toBeInTheDocument();
    // With a region, whose way of writing dates the site follows: a Kraków wedding's English guests read 19 June.
    fireEvent.change(first, { target: { value: "en-GB" } });
    expect(seen.content).toEqual({ languages: ["en-GB"] });
    expect(first).toHaveDisplayValue("British English (en-GB)");
  });

  it("names each way to give by its kind's name, and the item after it", () => {
    renderFields(["registry"], { registry: { text: "", gifts: [{ kind: "iban", name: "", iban: "" }] } });
    const kind = screen.getByRole("combobox", { name: "Kind" });
    expect(kind).toHaveDisplayValue("A bank transfer (IBAN)");
    expect(screen.getByRole("group", { name: "1. A bank transfer (IBAN)" })).toBeInTheDocument();
    for (const option of kind.querySelectorAll("option")) expect(option.textContent).not.toBe(option.value);
  });

  it("writes the date chosen out in full in the site's first language, whatever order the browser's box shows", () => {
    renderFields(["wedding"], { wedding: { date: "2027-06-19", timeZone: "Europe/Warsaw" } }, ["pl", "en"]);
    expect(screen.getByText("sobota, 19 czerwca 2027")).toBeInTheDocument();
  });

  it("gives each date and each time its browser's box, and a text its text box", () => {
    const { container } = render(
      <Form value={{ ...BLANK_FORM, languages: ["en"] }}>
        <Fields
          schema={{ ...form, properties: { events: fields.events } }}
          value={{ events: [{ date: "2027-06-19", startTime: "17:00", endTime: "23:30", place: "club" }] }}
          path={[]}
          onChange={() => undefined}
        />
      </Form>,
    );
    const typeOf = (name: string) => container.querySelector<HTMLInputElement>(`[id="field-events[0].${name}"]`)?.type;
    expect([typeOf("date"), typeOf("startTime"), typeOf("endTime")]).toEqual(["date", "time", "time"]);
  });

  it("renames a place's short name to one no other place has", () => {
    const renamed: unknown[][] = [];
    renderFields(["places"], { places: { villa: { name: "Villa" }, club: { name: "Club" } } }, ["en"], (...args) =>
      renamed.push(args),
    );
    const box = screen.getByRole("textbox", { name: "Short name of “villa”" });
    const button = screen.getAllByRole("button", { name: "Rename" })[0];
    fireEvent.change(box, { target: { value: "club" } });
    expect(button).toBeDisabled();
    fireEvent.change(box, { target: { value: "quinta" } });
    fireEvent.click(button);
    expect(renamed).toEqual([[["places"], "villa", "quinta"]]);
  });

  it("marks a field that still holds the sample's placeholder, and no other", () => {
    const couple = { partnerOne: "Alex", partnerTwo: "Jordan" };
    renderFields(["couple"], { couple }, ["en"], undefined, new Set(["couple.partnerOne"]));
    const notes = screen.getAllByText("The sample’s: write your own.");
    expect(notes).toHaveLength(1);
    expect(notes[0].closest(".field")).toContainElement(screen.getByDisplayValue("Alex"));
  });
});
